#!/usr/bin/env bash
# Stops the local WordPress test site started by start.sh (Apache, then MariaDB) by its recorded pids and waits.
#
# Usage: Scripts/wordpress/stop.sh   Env: WORDPRESS_STATE_DIR (default /tmp/restchain-wordpress)
# Leaves packages, data and credentials in place so that start.sh brings the same site back.
set -euo pipefail

STATE=${WORDPRESS_STATE_DIR:-/tmp/restchain-wordpress}
log() { echo "[wordpress] $*" >&2; }

stop_pid() {
    local name=$1 pidfile=$2 pid
    pid=$(cat "$pidfile" 2>/dev/null || true)
    if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null; then
        rm -f "$pidfile"
        return 0
    fi
    log "stopping $name (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 120); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.25
    done
    if kill -0 "$pid" 2>/dev/null; then
        log "$name (pid $pid) ignored TERM for 30 s; sending KILL"
        kill -KILL "$pid" 2>/dev/null || true
        sleep 0.5
    fi
    rm -f "$pidfile"
}

[ -d "$STATE" ] || exit 0
stop_pid apache2 "$STATE/apache2.pid"
stop_pid mariadbd "$STATE/mariadb/mariadbd.pid"
rm -f "$STATE/pids"
log "stopped"
