<?php
// Switches the RESTChain test site's permalinks; run by start.sh with php-cli on every start.
//
// Env: WORDPRESS_HOST (host:port), WORDPRESS_CONFIG (Debian's config name), WORDPRESS_PERMALINKS (pretty or plain).
// Pretty permalinks (`/%postname%/`) serve the REST API under /wp-json/; plain ones (none) only under ?rest_route=,
// as on shared hosts without mod_rewrite, which RESTChain's client must handle too.

$host = getenv('WORDPRESS_HOST') ?: die("WORDPRESS_HOST not set\n");
$_SERVER['HTTP_HOST'] = $host;
$_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG') ?: die("WORDPRESS_CONFIG not set\n");
$_SERVER['SERVER_NAME'] = preg_replace('/:.*/', '', $host);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

require '/usr/share/wordpress/wp-load.php';

$wanted = getenv('WORDPRESS_PERMALINKS') === 'plain' ? '' : '/%postname%/';
global $wp_rewrite;
if (get_option('permalink_structure') !== $wanted) {
    $wp_rewrite->set_permalink_structure($wanted);
    $wp_rewrite->flush_rules(false);
}
