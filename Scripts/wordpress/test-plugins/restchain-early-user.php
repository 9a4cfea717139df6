<?php
/**
 * Plugin Name: RESTChain stand-in for a plugin that asks for the current user early
 * Description: Works out the current user before WordPress reads its own application-password errors, as plugins
 *              that guard the REST API do (and as WordPress itself did before 6.1, when the REST server asked for
 *              its no-cache headers first). A Basic-auth server's credentials, tried as an application password,
 *              then fail every visitor's REST request with 401 invalid_username. Only on requests the web server
 *              authenticated (the Basic-auth port), so the rest of the live suite meets a bare WordPress.
 *              WordPressLiveBasicAuthTests copies this file into the site's mu-plugins for one test and removes it
 *              afterwards; start.sh never installs it.
 */

add_filter(
	'rest_authentication_errors',
	function ( $result ) {
		if ( ! empty( $_SERVER['REMOTE_USER'] ) ) {
			is_user_logged_in();
		}
		return $result;
	},
	10
);
