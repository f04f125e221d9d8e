# `postgres:15` made from Debian's PostgreSQL 15 (deploy/offline-images.sh): the official image's volume, its
# POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB on first start, and pg_isready for the health check.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-15 \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]
