# `coturn/coturn:4.6` made from Debian's coturn (deploy/offline-images.sh): the TURN server, its options given as
# the container's command.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends coturn \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/*
EXPOSE 3478 3478/udp
ENTRYPOINT ["turnserver"]
