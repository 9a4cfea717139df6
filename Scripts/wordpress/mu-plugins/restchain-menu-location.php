<?php
/**
 * Plugin Name: RESTChain menu location
 * Description: Registers one classic menu location, as classic themes do, for the block theme the site runs.
 *
 * Twenty Twenty-Three registers no menu locations, so `GET /wp/v2/menu-locations/<location>` would have nothing to
 * answer with. This location lets the live suite assign a menu to it (`locations` of `POST /wp/v2/menus`) and read it
 * back.
 */
add_action('after_setup_theme', function () {
    register_nav_menus(array('restchain-primary' => 'RESTChain primary'));
});
