<?php
/**
 * Plugin Name: RESTChain stand-in directory
 * Description: Answers the test site's questions to WordPress.org from stored answers.
 *
 * The test site has no network. This must-use plugin, installed by Scripts/wordpress/start.sh, answers the
 * WordPress.org calls the REST API makes, for the terms and slugs with an answer in Scripts/wordpress/directory/
 * (copied to RESTCHAIN_DIRECTORY), and leaves every other call to WordPress, whose outgoing requests are blocked,
 * so the REST routes give their offline errors:
 * - plugins_api('query_plugins', block=TERM)        → block-search-TERM.json (GET /wp/v2/block-directory/search)
 * - plugins_api('plugin_information', SLUG)         → plugin-SLUG.json       (POST /wp/v2/plugins)
 * - GET api.wordpress.org/patterns/1.0/?search=TERM → patterns-TERM.json     (GET /wp/v2/pattern-directory/patterns)
 * - GET downloads.wordpress.org/plugin/SLUG.zip     → SLUG.zip, zipped by start.sh from directory/plugins/SLUG/
 */

/** The stored answer called $name, or null. */
function restchain_directory_file($name) {
    $name = preg_replace('/[^a-z0-9_.-]/', '', strtolower($name));
    $path = RESTCHAIN_DIRECTORY . '/' . $name;
    return ($name !== '' && is_readable($path)) ? $path : null;
}

/** A stored plugins_api answer, shaped as WordPress shapes WordPress.org's: an object of arrays. */
function restchain_directory_answer($file) {
    return (object) json_decode(file_get_contents($file), true);
}

add_filter('plugins_api', function ($result, $action, $args) {
    if ($action === 'query_plugins' && !empty($args->block)) {
        $file = restchain_directory_file('block-search-' . $args->block . '.json');
        return $file ? restchain_directory_answer($file) : $result;
    }
    if ($action === 'plugin_information' && !empty($args->slug)) {
        $file = restchain_directory_file('plugin-' . $args->slug . '.json');
        return $file ? restchain_directory_answer($file) : $result;
    }
    return $result;
}, 10, 3);

add_filter('pre_http_request', function ($result, $args, $url) {
    $parts = wp_parse_url($url);
    $host = isset($parts['host']) ? $parts['host'] : '';
    $file = null;
    if ($host === 'api.wordpress.org' && strpos($parts['path'], '/patterns/1.0') === 0) {
        parse_str(isset($parts['query']) ? $parts['query'] : '', $query);
        $file = isset($query['search']) ? restchain_directory_file('patterns-' . $query['search'] . '.json') : null;
    } elseif ($host === 'downloads.wordpress.org' && preg_match('#^/plugin/([a-z0-9-]+)\.zip$#', $parts['path'], $m)) {
        $file = restchain_directory_file($m[1] . '.zip');
    }
    if (!$file) {
        return $result;
    }
    $body = file_get_contents($file);
    if (!empty($args['stream']) && !empty($args['filename'])) {
        file_put_contents($args['filename'], $body);
        $body = '';
    }
    return array(
        'headers' => array('content-type' => substr($file, -4) === '.zip' ? 'application/zip' : 'application/json'),
        'body' => $body,
        'response' => array('code' => 200, 'message' => 'OK'),
        'cookies' => array(),
        'filename' => !empty($args['stream']) ? $args['filename'] : null,
    );
}, 10, 3);
