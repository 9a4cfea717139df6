#!/usr/bin/env bash
# Starts a real WordPress (Debian's packages) on 127.0.0.1 without systemd, installing and seeding it on first run.
#
# Usage: Scripts/wordpress/start.sh            (as root, on Debian 12)
# Env:   WORDPRESS_STATE_DIR (default /tmp/restchain-wordpress), WORDPRESS_PORT (default 8089),
#        WORDPRESS_PERMALINKS (pretty, the default: REST routes under /wp-json/; or plain: only ?rest_route=),
#        WORDPRESS_BASIC_AUTH_PORT (default WORDPRESS_PORT + 100): the same site behind the web server's HTTP Basic
#        auth, as a staging site behind .htpasswd is (see section 5)
#
# Idempotent: packages are installed only when missing, a running site is reused (switched to the permalinks asked
# for), and a stopped one is restarted with its data. Prints KEY=value lines (WORDPRESS_URL, WORDPRESS_USER, WORDPRESS_APP_PASSWORD, pids) on stdout
# and writes the same lines to $STATE/env. All progress messages go to stderr.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
STATE=${WORDPRESS_STATE_DIR:-/tmp/restchain-wordpress}
PORT=${WORDPRESS_PORT:-8089}
PERMALINKS=${WORDPRESS_PERMALINKS:-pretty}
HOST=127.0.0.1
SITE="http://$HOST:$PORT"
BASIC_PORT=${WORDPRESS_BASIC_AUTH_PORT:-$((PORT + 100))}
# Debian's wp-config.php loads /etc/wordpress/config-$WORDPRESS_CONFIG.php when the web server sets that variable,
# so this site gets a config file of its own (one per port) and no global file is edited.
CONFIG_NAME="restchain-$PORT"
WP_CONFIG="/etc/wordpress/config-$CONFIG_NAME.php"
PACKAGES=(wordpress wordpress-theme-twentytwentythree mariadb-server mariadb-client apache2 apache2-utils
    libapache2-mod-php php-mysql php-gd curl ca-certificates)

log() { echo "[wordpress] $*" >&2; }
die() { log "error: $*"; exit 1; }

[ "$(id -u)" = 0 ] || die "must run as root"
case $PERMALINKS in pretty | plain) ;; *) die "WORDPRESS_PERMALINKS must be pretty or plain, not $PERMALINKS" ;; esac
mkdir -p "$STATE"
STATE=$(cd "$STATE" && pwd)

alive() { [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null; }
# Each daemon writes its own pid file: mariadbd into its mysql-owned directory, apache2 into the state dir.
pid_of() {
    case $1 in
        mariadbd) cat "$STATE/mariadb/mariadbd.pid" 2>/dev/null || true ;;
        *) cat "$STATE/$1.pid" 2>/dev/null || true ;;
    esac
}

print_env() {
    # shellcheck disable=SC1091
    . "$STATE/credentials"
    local root="$SITE/wp-json"
    [ "$PERMALINKS" = plain ] && root="$SITE/index.php?rest_route=/"
    {
        echo "WORDPRESS_URL=$root"
        echo "WORDPRESS_USER=$WORDPRESS_USER"
        echo "WORDPRESS_APP_PASSWORD=$WORDPRESS_APP_PASSWORD"
        echo "WORDPRESS_PASSWORD=$WORDPRESS_ADMIN_PASSWORD"
        echo "WORDPRESS_STATE_DIR=$STATE"
        # The Basic-auth site, when this Apache serves it (one started before it existed does not).
        if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://$HOST:$BASIC_PORT/")" = 401 ]; then
            echo "WORDPRESS_BASIC_AUTH_SITE=http://$HOST:$BASIC_PORT"
            echo "WORDPRESS_BASIC_AUTH_USER=$(cut -d: -f1 "$STATE/basic-auth")"
            echo "WORDPRESS_BASIC_AUTH_PASSWORD=$(cut -d: -f2- "$STATE/basic-auth")"
        else
            log "the running Apache serves no Basic-auth port (started by an older start.sh): stop.sh, then start.sh"
        fi
        echo "WORDPRESS_MARIADB_PID=$(pid_of mariadbd)"
        echo "WORDPRESS_APACHE_PID=$(pid_of apache2)"
    } > "$STATE/env.tmp"
    chmod 600 "$STATE/env.tmp"
    mv "$STATE/env.tmp" "$STATE/env"
    cat "$STATE/env"
}

# Pretty permalinks serve /wp-json/; plain ones only ?rest_route= (as many shared hosts do). Set on every start.
apply_permalinks() {
    WORDPRESS_HOST="$HOST:$PORT" WORDPRESS_CONFIG="$CONFIG_NAME" WORDPRESS_PERMALINKS="$PERMALINKS" \
        php -d display_errors=stderr "$HERE/permalinks.php" || die "permalinks.php failed"
    curl -fsS -o /dev/null "$SITE/?rest_route=/" || die "REST index not reachable at $SITE/?rest_route=/"
}

# --- 0. Already running? -------------------------------------------------------------------------------------
if alive "$(pid_of mariadbd)" && alive "$(pid_of apache2)" && [ -f "$STATE/.seeded" ] \
    && curl -fsS -o /dev/null "$SITE/?rest_route=/"; then
    log "already running at $SITE"
    apply_permalinks
    print_env
    exit 0
fi

# --- 1. Packages -----------------------------------------------------------------------------------------------
missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    log "installing: ${missing[*]}"
    # Keep maintainer scripts from trying to start services (there is no init system to talk to); a policy
    # file this script created is removed again however the install ends.
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
        chmod 755 /usr/sbin/policy-rc.d
        trap 'rm -f /usr/sbin/policy-rc.d' EXIT
    fi
    apt_install() {
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" >&2
    }
    if ! ls /var/lib/apt/lists/*Packages* >/dev/null 2>&1 || ! apt_install; then
        apt-get update >&2
        apt_install
    fi
fi

# --- 2. Leftovers from a half-dead previous run --------------------------------------------------------------
if [ -x "$HERE/stop.sh" ]; then
    WORDPRESS_STATE_DIR="$STATE" "$HERE/stop.sh" >/dev/null 2>&1 || true
fi
for port in "$PORT" "$BASIC_PORT"; do
    if curl -s -o /dev/null --max-time 2 "http://$HOST:$port/"; then
        die "something else already listens on $HOST:$port (set WORDPRESS_PORT or WORDPRESS_BASIC_AUTH_PORT)"
    fi
done

mkdir -p "$STATE/logs" "$STATE/run" "$STATE/mariadb" "$STATE/uploads" "$STATE/plugins" "$STATE/mu-plugins"
chmod 755 "$STATE"
chown mysql:mysql "$STATE/mariadb"
chown -R www-data:www-data "$STATE/uploads"

# Plugins of this site's own (so installing and deleting one touches no other site), Debian's Akismet among them.
[ -e "$STATE/plugins/akismet" ] || ln -s /usr/share/wordpress/wp-content/plugins/akismet "$STATE/plugins/akismet"
chown www-data:www-data "$STATE/plugins"
# The stand-in for WordPress.org (see mu-plugins/restchain-directory.php): its answers, and each plugin zipped.
rm -rf "$STATE/directory"
mkdir -p "$STATE/directory"
cp "$HERE"/directory/*.json "$STATE/directory/"
for plugin in "$HERE"/directory/plugins/*/; do
    python3 -c 'import os, sys, zipfile
source, target = sys.argv[1].rstrip("/"), sys.argv[2]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, _, files in os.walk(source):
        for name in sorted(files):
            path = os.path.join(folder, name)
            archive.write(path, os.path.relpath(path, os.path.dirname(source)))' \
        "$plugin" "$STATE/directory/$(basename "$plugin").zip"
done
# Must-use plugins: the directory stand-in, and revision deletion for whoever may delete the parent.
rm -f "$STATE"/mu-plugins/*.php
cp "$HERE"/mu-plugins/*.php "$STATE/mu-plugins/"
chmod -R a+rX "$STATE/directory" "$STATE/mu-plugins"

# --- 3. MariaDB on a private socket and datadir ---------------------------------------------------------------
SOCK="$STATE/mariadb/mysqld.sock"
cat > "$STATE/my.cnf" <<EOF
[mysqld]
user = mysql
datadir = $STATE/mysql
socket = $SOCK
pid-file = $STATE/mariadb/mariadbd.pid
log-error = $STATE/mariadb/mariadb.err
skip-networking
skip-name-resolve
innodb_buffer_pool_size = 64M
innodb_log_file_size = 16M
character-set-server = utf8mb4
collation-server = utf8mb4_unicode_ci

[client]
socket = $SOCK
EOF

if [ ! -d "$STATE/mysql/mysql" ]; then
    log "initialising MariaDB datadir"
    rm -rf "$STATE/mysql" "$STATE/.seeded"
    mkdir -p "$STATE/mysql"
    chown mysql:mysql "$STATE/mysql"
    mariadb-install-db --defaults-file="$STATE/my.cnf" --skip-test-db \
        --auth-root-authentication-method=socket > "$STATE/logs/mariadb-install.log" 2>&1 \
        || { cat "$STATE/logs/mariadb-install.log" >&2; die "mariadb-install-db failed"; }
fi
chown -R mysql:mysql "$STATE/mysql"

log "starting mariadbd"
rm -f "$STATE/mariadb/mariadbd.pid" "$SOCK"
setsid mariadbd --defaults-file="$STATE/my.cnf" < /dev/null >> "$STATE/logs/mariadb.out" 2>&1 &
mariadbd_pid=$!
for _ in $(seq 1 120); do
    mariadb-admin --defaults-file="$STATE/my.cnf" --user=root ping >/dev/null 2>&1 && break
    kill -0 "$mariadbd_pid" 2>/dev/null || break
    sleep 0.25
done
mariadb-admin --defaults-file="$STATE/my.cnf" --user=root ping >/dev/null 2>&1 \
    || { tail -20 "$STATE/mariadb/mariadb.err" "$STATE/logs/mariadb.out" >&2; die "mariadbd did not come up"; }

if [ ! -s "$STATE/db-password" ]; then
    (umask 077; head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' > "$STATE/db-password")
fi
DB_PASSWORD=$(cat "$STATE/db-password")
if [ ! -f "$STATE/.seeded" ]; then
    log "creating database"
    mariadb --defaults-file="$STATE/my.cnf" --user=root <<EOF
DROP DATABASE IF EXISTS wordpress;
CREATE DATABASE wordpress DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'wordpress'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
ALTER USER 'wordpress'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'localhost';
FLUSH PRIVILEGES;
EOF
fi

# --- 4. WordPress config for this site (selected through WORDPRESS_CONFIG) ---------------------------------------
if [ ! -s "$STATE/salts.php" ]; then
    (
        umask 077
        echo "<?php"
        for k in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT
        do
            echo "define('$k', '$(head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')');"
        done
    ) > "$STATE/salts.php"
    chgrp www-data "$STATE/salts.php" && chmod 640 "$STATE/salts.php"
fi
# One file per address the site answers on: WordPress sends every link and redirect to WP_HOME, so the Basic-auth
# port gets a file of its own (selected by its VirtualHost's WORDPRESS_CONFIG) naming its own address.
write_config() {
    local file=$1 site=$2
    (
        umask 027
        cat > "$file.tmp" <<EOF
<?php
// Written by RESTChain's Scripts/wordpress/start.sh for the local test site on $site.
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', '$DB_PASSWORD');
define('DB_HOST', 'localhost:$SOCK');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
require '$STATE/salts.php';
define('WP_HOME', '$site');
define('WP_SITEURL', '$site');
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_DEBUG', false);
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_CONTENT_DIR', '/var/lib/wordpress/wp-content');
define('WP_PLUGIN_DIR', '$STATE/plugins');
define('WP_PLUGIN_URL', '$site/wp-content/plugins');
define('WPMU_PLUGIN_DIR', '$STATE/mu-plugins');
define('WPMU_PLUGIN_URL', '$site/wp-content/mu-plugins');
define('RESTCHAIN_DIRECTORY', '$STATE/directory');
define('FS_METHOD', 'direct');
EOF
    )
    chgrp www-data "$file.tmp"
    mv "$file.tmp" "$file"
}
write_config "$WP_CONFIG" "$SITE"
write_config "/etc/wordpress/config-$CONFIG_NAME-basic.php" "http://$HOST:$BASIC_PORT"

# The web server's own user for the Basic-auth port (not a WordPress user), made once: user:password in
# basic-auth, the hash in htpasswd (htpasswd comes with apache2, through apache2-utils).
if [ ! -s "$STATE/basic-auth" ] || [ ! -s "$STATE/htpasswd" ]; then
    (umask 077; echo "staging:$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')" > "$STATE/basic-auth")
    htpasswd -ciB "$STATE/htpasswd" staging < <(cut -d: -f2- "$STATE/basic-auth") 2>/dev/null \
        || die "htpasswd failed"
    chgrp www-data "$STATE/htpasswd" && chmod 640 "$STATE/htpasswd"
fi

# --- 5. Apache with mod_php, own config file, foreground mode in its own session -------------------------------
M=/usr/lib/apache2/modules
cat > "$STATE/apache2.conf" <<EOF
# Written by RESTChain's Scripts/wordpress/start.sh; used only by this test site.
ServerRoot /etc/apache2
ServerName $HOST
Listen $HOST:$PORT
Listen $HOST:$BASIC_PORT
PidFile $STATE/apache2.pid
DefaultRuntimeDir $STATE/run
Mutex file:$STATE/run default
ErrorLog $STATE/logs/apache-error.log
LogLevel warn
User www-data
Group www-data
Timeout 60
KeepAlive On

LoadModule mpm_prefork_module $M/mod_mpm_prefork.so
LoadModule authz_core_module $M/mod_authz_core.so
LoadModule authz_host_module $M/mod_authz_host.so
LoadModule authz_user_module $M/mod_authz_user.so
LoadModule authn_core_module $M/mod_authn_core.so
LoadModule authn_file_module $M/mod_authn_file.so
LoadModule auth_basic_module $M/mod_auth_basic.so
LoadModule alias_module $M/mod_alias.so
LoadModule dir_module $M/mod_dir.so
LoadModule mime_module $M/mod_mime.so
LoadModule rewrite_module $M/mod_rewrite.so
LoadModule setenvif_module $M/mod_setenvif.so
LoadModule env_module $M/mod_env.so
LoadModule php_module $M/libphp8.2.so

StartServers 2
MinSpareServers 2
MaxSpareServers 4
MaxRequestWorkers 16

TypesConfig /etc/mime.types
LogFormat "%h %t \"%r\" %>s %b %D" short
CustomLog $STATE/logs/apache-access.log short

<FilesMatch ".+\.php$">
    SetHandler application/x-httpd-php
</FilesMatch>
php_admin_flag display_errors off
php_admin_value error_log $STATE/logs/php-error.log
# Media uploads of tens of megabytes (#35): the limits PHP applies to a request body and to one uploaded file.
php_admin_value upload_max_filesize 256M
php_admin_value post_max_size 260M
php_admin_value memory_limit 512M
php_admin_value max_execution_time 300
php_admin_value max_input_time 300

SetEnv WORDPRESS_CONFIG $CONFIG_NAME
DocumentRoot /usr/share/wordpress
DirectoryIndex index.php index.html
Alias /wp-content/uploads $STATE/uploads
Alias /wp-content/plugins $STATE/plugins
Alias /wp-content/mu-plugins $STATE/mu-plugins
Alias /wp-content /var/lib/wordpress/wp-content

<Directory />
    Options None
    AllowOverride None
    Require all denied
</Directory>
<Directory /usr/share/wordpress>
    Options FollowSymLinks
    AllowOverride None
    Require all granted
    RewriteEngine On
    RewriteBase /
    RewriteRule ^index\.php$ - [L]
    RewriteCond %{REQUEST_FILENAME} !-f
    RewriteCond %{REQUEST_FILENAME} !-d
    RewriteRule . /index.php [L]
</Directory>
<Directory /var/lib/wordpress/wp-content>
    Options FollowSymLinks
    AllowOverride None
    Require all granted
</Directory>
<Directory /usr/share/wordpress/wp-content>
    Options FollowSymLinks
    Require all granted
</Directory>
<Directory $STATE/plugins>
    Options FollowSymLinks
    AllowOverride None
    Require all granted
</Directory>
<Directory /usr/share/wordpress/wp-content/plugins>
    Options FollowSymLinks
    AllowOverride None
    Require all granted
</Directory>
<Directory $STATE/uploads>
    Options None
    AllowOverride None
    Require all granted
    php_admin_flag engine off
</Directory>

# The same site behind the web server's HTTP Basic auth, as a staging site behind .htpasswd is, naming its own address
# to WordPress (its WORDPRESS_CONFIG). PHP sees the server's credentials (PHP_AUTH_USER and PHP_AUTH_PW), as it does
# under mod_php and behind nginx with PHP-FPM, so WordPress tries them as an application password.
<VirtualHost $HOST:$BASIC_PORT>
    SetEnv WORDPRESS_CONFIG $CONFIG_NAME-basic
    <Location "/">
        AuthType Basic
        AuthName "RESTChain staging"
        AuthBasicProvider file
        AuthUserFile $STATE/htpasswd
        Require valid-user
    </Location>
</VirtualHost>
EOF

/usr/sbin/apache2 -t -f "$STATE/apache2.conf" >/dev/null 2>&1 \
    || { /usr/sbin/apache2 -t -f "$STATE/apache2.conf"; die "apache config test failed"; }
log "starting apache2 on $HOST:$PORT (and behind HTTP Basic auth on $BASIC_PORT)"
rm -f "$STATE/apache2.pid"
setsid /usr/sbin/apache2 -f "$STATE/apache2.conf" -DFOREGROUND < /dev/null >> "$STATE/logs/apache.out" 2>&1 &
apache_pid=$!
for _ in $(seq 1 80); do
    kill -0 "$apache_pid" 2>/dev/null || break
    [ -s "$STATE/apache2.pid" ] && curl -s -o /dev/null "$SITE/wp-includes/images/blank.gif" && break
    sleep 0.25
done
[ -s "$STATE/apache2.pid" ] || { tail -20 "$STATE/logs/apache-error.log" >&2; die "apache2 did not come up"; }

# --- 6. Install and seed the site once ---------------------------------------------------------------------------
if [ ! -f "$STATE/.seeded" ]; then
    log "installing and seeding WordPress"
    find "$STATE/uploads" -mindepth 1 -delete
    (umask 077; WORDPRESS_HOST="$HOST:$PORT" WORDPRESS_UPLOADS="$STATE/uploads" WORDPRESS_CONFIG="$CONFIG_NAME" \
        php -d display_errors=stderr "$HERE/install-site.php" > "$STATE/credentials.tmp") \
        || die "install-site.php failed"
    mv "$STATE/credentials.tmp" "$STATE/credentials"
    chown -R www-data:www-data "$STATE/uploads"
    touch "$STATE/.seeded"
fi

apply_permalinks
echo "$(pid_of mariadbd) $(pid_of apache2)" > "$STATE/pids"
log "ready at $SITE"
print_env
