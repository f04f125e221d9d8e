# `node:24-bookworm-slim` made from Debian and the Node.js 24 that npm installs for the project
# (deploy/offline-images.sh): node and npm on the PATH, the unprivileged `node` user (1000) of the official image.
FROM debian:bookworm-slim
COPY node /usr/local/bin/node
COPY npm.tgz /tmp/npm.tgz
RUN mkdir -p /usr/local/lib/node_modules/npm \
  && tar -xzf /tmp/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 \
  && rm /tmp/npm.tgz \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# Node.js trusts the system's authorities too (with any the host added).
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
