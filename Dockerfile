# Carport's production image. Its steps are the commands the tests run as processes
# (apps/server/src/production-start.test.ts): npm ci, npm run build, npm run serve.
FROM node:20-bookworm-slim

# pg_dump, for the backup the server takes before migrating a PostgreSQL schema and for
# `npm run admin:prod -- backup` (README "Backup, restore and upgrades").
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
# The workspaces' manifests first, so a change of source alone does not reinstall the packages.
COPY package.json package-lock.json ./
COPY packages/protocol/package.json packages/protocol/
COPY packages/domain/package.json packages/domain/
COPY packages/telematics/package.json packages/telematics/
COPY apps/server/package.json apps/server/
COPY apps/simulator/package.json apps/simulator/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

COPY . .
# The compiled server loads its packages from node_modules; the build tools are not needed any more.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /app/data/mosquitto && chown -R node:node /app/data

USER node
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
# npm run serve: the compiled server, DEMO=0 unless DEMO says otherwise.
CMD ["npm", "run", "serve"]
