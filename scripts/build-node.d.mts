/** Compiles the server, the operator tool and the simulator to apps/<app>/dist (part of `npm run build`). */
export function buildNode(): Promise<void>;
