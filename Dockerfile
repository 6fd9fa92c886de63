# syntax=docker/dockerfile:1
# CaseBridge as one image for every role (ROLE=web|worker|all) and for the migration step (docs/operations.md).
# Stage 1 builds with the dev dependencies; stage 2 holds the compiled output and the runtime dependencies only,
# and runs as the unprivileged `node` user.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The lockfile and every workspace's package.json first: the install layer is reused while they do not change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The compiled server, admin and migrate commands, the migrations they read and the built web app.
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: the load balancer asks /api/health/ready itself (it turns 503 while the instance drains).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1, no npm or shell in between: SIGTERM reaches the server, which drains (SHUTDOWN_TIMEOUT_SECONDS).
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
