# syntax=docker/dockerfile:1
# Two stages: the build runs with every dependency; the image that runs keeps the built dist/ and production
# dependencies only. scripts/production-tree.mjs makes the runtime stage's file tree without Docker and checks it
# starts; src/server/deploy-files.test.ts checks both copy the same paths.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lockfile first: the dependency layer is reused until it changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# The build's inputs (scripts/build-freshness.mjs lists the same).
COPY src ./src
COPY scripts ./scripts
COPY vite.config.ts tsconfig.json ./
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded database's folder, for a site run without DATABASE_URL; owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1: the server finishes requests in flight on SIGTERM (docker stop) and exits.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
