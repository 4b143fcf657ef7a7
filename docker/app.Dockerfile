# One image per app: `docker build -f docker/app.Dockerfile --build-arg APP=remote-quiz .`
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && cd "$APP" && NODE_ENV=production npx rspack build

FROM nginx:1.27-alpine
ARG APP
COPY docker/nginx-app.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
