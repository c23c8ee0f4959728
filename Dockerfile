# Carport's production image, in two stages. The build stage runs the commands the tests run as
# processes (apps/server/src/production-start.test.ts): npm ci, npm run build. The runtime stage
# holds only what the compiled server needs: its bundles, the built browser app, the server's own
# runtime packages and pg_dump; its main process is the server itself (no npm, no shell), so
# `docker stop` (SIGTERM) ends it in seconds with exit code 0. apps/server/src/compose-facts.test.ts
# checks these facts, since no image is built where the tests run.
FROM node:24-bookworm-slim AS build
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
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# pg_dump and pg_restore of PostgreSQL 15, Debian bookworm's, the major compose.yaml's database runs
# (pg_dump refuses a newer server): the backup before migrations and `admin:prod -- backup`.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/protocol/package.json packages/protocol/
COPY packages/domain/package.json packages/domain/
COPY packages/telematics/package.json packages/telematics/
COPY apps/server/package.json apps/server/
COPY apps/simulator/package.json apps/simulator/
COPY apps/web/package.json apps/web/
# The server's runtime packages only: not the browser app's (bundled into apps/web/dist) nor the build tools.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY docs/vehicle-link.md docs/
# Backups (BACKUP_DIR) and the Mosquitto files go to named volumes (compose.yaml), owned by node.
RUN mkdir -p /app/data/backups /app/data/mosquitto && chmod 700 /app/data/backups && chown -R node:node /app/data

USER node
ENV HOST=0.0.0.0 PORT=8080 BACKUP_DIR=/app/data/backups
EXPOSE 8080
# npm run serve's command, run directly: the compiled server, DEMO=0 unless DEMO says otherwise
# (its V8 settings: docs/performance.md, "Memory of the embedded default").
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--liftoff-only", "apps/server/dist/main.js"]
