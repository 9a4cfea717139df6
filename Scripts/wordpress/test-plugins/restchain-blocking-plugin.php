<?php
/**
 * Plugin Name: RESTChain stand-in for a security plugin that blocks application passwords
 * Description: Registers the REST namespace wordfence/v1 (as Wordfence does) and turns application passwords off
 *              (as its "disable application passwords" setting does). WordPressLiveDiscoveryTests copies this
 *              file into the site's mu-plugins for one test and removes it afterwards; start.sh never installs it.
 */

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'wordfence/v1',
			'/restchain',
			array(
				'methods'             => 'GET',
				'callback'            => function () {
					return array( 'blocking' => true );
				},
				'permission_callback' => '__return_true',
			)
		);
	}
);

add_filter( 'wp_is_application_passwords_available', '__return_false' );
