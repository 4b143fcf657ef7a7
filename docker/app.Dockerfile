# One image per app: `docker build -f docker/app.Dockerfile --build-arg APP=remote-quiz .`
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /src
COPY . .
# The app's own build script: the public and quiz remotes also prerender their pages (dist/prerender).
RUN npm ci --no-audit --no-fund && cd "$APP" && NODE_ENV=production npm run build

FROM nginx:1.27-alpine
ARG APP
COPY docker/nginx-app.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
