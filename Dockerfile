# syntax=docker/dockerfile:1
# Stash's server as an image: the compiled server (apps/server/dist), its migrations and the built
# web app, on Node with the server's production packages only, run as the unprivileged `node` user.
# One image serves every role: STASH_ROLE=all (the default: API and workers in one container, on
# the embedded database in /data unless DATABASE_URL is set), api or worker (compose.yaml).
#
#   docker build -t stash .
#   docker build -t stash --build-arg STASH_API_KEY=... --build-arg STASH_PUBLIC_URL=https://... .
#
# Not built or run on the development machine (no container runtime there): checked by
# scripts/container-files.test.ts (README, "Containers").

# The Node release the repository is developed and tested on.
FROM node:20.20.2-bookworm-slim AS base
WORKDIR /app

# Every workspace's manifest and the lockfile, nothing else: the install layers are rebuilt only
# when the dependencies change. npm ci needs each workspace named in package.json to be present.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/fixtures/package.json packages/fixtures/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/extension/package.json apps/extension/

# Everything the build needs (bundlers included), exactly as locked.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# The web app, the browser extension and the server. The web app and the extension carry the API key
# (and the extension its server's address) from build time: the server must be given the same key.
FROM deps AS build
ARG STASH_API_KEY=stash-web-client
ARG STASH_PUBLIC_URL=
COPY . .
RUN npm run build

# The server's own production packages, without the web app's or any development tool.
FROM manifests AS production-deps
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund \
  && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production \
    STASH_ROLE=all \
    STASH_DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8080
# Owned by root and read-only to the server: only /data is written.
COPY --from=production-deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database, media and uploaded imports. A named volume mounted here starts with this
# folder's owner, so the unprivileged user can write to it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# The open health route (it also asks the database). A worker listens on no port: it counts as
# healthy while it runs, and its restart policy brings it back when it exits.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "if (process.env.STASH_ROLE === 'worker') process.exit(0); fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1));"]
# Exec form: node is the process that receives SIGTERM and stops within STASH_SHUTDOWN_SECONDS.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
