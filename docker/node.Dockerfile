# The API (`services/api`) and the edge (`scripts/edge-server.ts`) run TypeScript through tsx.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
ENV NODE_ENV=production
# The API's Node flags are API_NODE_FLAGS in scripts/lib/processes.ts (why: there).
CMD ["node", "--min-semi-space-size=16", "--no-memory-reducer", "--import", "tsx", "services/api/src/server.ts"]
