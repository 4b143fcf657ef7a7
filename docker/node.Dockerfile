# The API (`services/api`) and the edge (`scripts/edge-server.ts`) run TypeScript through tsx.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
ENV NODE_ENV=production
CMD ["npx", "tsx", "services/api/src/server.ts"]
