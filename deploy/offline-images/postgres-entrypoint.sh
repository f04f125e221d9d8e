#!/bin/sh
# First start: a cluster owned by POSTGRES_USER with its password, reached by password over the network, and
# POSTGRES_DB created. Every start: the server in the foreground as the postgres user.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" "${POSTGRES_DB:=$POSTGRES_USER}"
mkdir -p "$PGDATA" /run/postgresql
chown postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password"
  chown postgres "$password"
  runuser -u postgres -- initdb --username="$POSTGRES_USER" --pwfile="$password" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$password"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  runuser -u postgres -- pg_ctl -w -o "-c listen_addresses=''" start >/dev/null
  [ "$POSTGRES_DB" = postgres ] || runuser -u postgres -- psql -q -U "$POSTGRES_USER" -d postgres -c "create database \"$POSTGRES_DB\""
  runuser -u postgres -- pg_ctl -w stop >/dev/null
fi
exec runuser -u postgres -- postgres -c listen_addresses='*'
