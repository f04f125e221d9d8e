# `nginx:1.27` made from Debian's nginx (deploy/offline-images.sh): its configuration at /etc/nginx/nginx.conf,
# the server in the foreground.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/* \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
