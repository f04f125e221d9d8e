#!/bin/sh
# The images compose.yaml and the Dockerfile start from, made on this host from Debian's packages and the
# Node.js 24 that npm installs for the project (docs/decisions/319), for a host that reaches a Debian mirror and
# the npm registry but not Docker Hub. They take the official images' names and do what the project needs of
# each: with them made, `docker build` and `docker-compose up --build` run as written.
#
#   deploy/offline-images.sh       # as root (debootstrap, chroot), after `npm install` in the project
#
set -eu
cd "$(dirname "$0")/.."
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
NODE_BIN=node_modules/node/bin/node
[ -x "$NODE_BIN" ] || { echo "Run npm install first: $NODE_BIN is the Node.js 24 the image gets." >&2; exit 1; }
"$NODE_BIN" -e 'process.exit(process.versions.node.split(".")[0] === "24" ? 0 : 1)' || { echo "$NODE_BIN is not Node.js 24." >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# debian:bookworm-slim: Debian's minimal base, with the authorities to reach the registries.
debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs" "$MIRROR" >/dev/null
# The host's own added authorities (a TLS-inspecting proxy's, say): the builds reach the registries as the host does.
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  cp /usr/local/share/ca-certificates/*.crt "$WORK/rootfs/usr/local/share/ca-certificates/"
  chroot "$WORK/rootfs" update-ca-certificates >/dev/null 2>&1
fi
chroot "$WORK/rootfs" apt-get clean
rm -rf "$WORK"/rootfs/var/lib/apt/lists/*
tar -C "$WORK/rootfs" -c . | docker import --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
rm -rf "$WORK/rootfs"

# node:24-bookworm-slim: the project's Node.js 24 and the npm it would fetch.
mkdir "$WORK/node"
cp "$NODE_BIN" "$WORK/node/node"
npm pack npm@11 --silent --pack-destination "$WORK/node" >/dev/null
mv "$WORK"/node/npm-*.tgz "$WORK/node/npm.tgz"
docker build -q -t node:24-bookworm-slim -f deploy/offline-images/node.Dockerfile "$WORK/node" >/dev/null

# The services compose.yaml runs beside the app.
docker build -q -t postgres:15 -f deploy/offline-images/postgres.Dockerfile deploy/offline-images >/dev/null
docker build -q -t nginx:1.27 -f deploy/offline-images/nginx.Dockerfile deploy/offline-images >/dev/null
docker build -q -t coturn/coturn:4.6 -f deploy/offline-images/coturn.Dockerfile deploy/offline-images >/dev/null
for image in debian:bookworm-slim node:24-bookworm-slim postgres:15 nginx:1.27 coturn/coturn:4.6; do
  echo "made $image ($(docker image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1 / 1e6}'))"
done
