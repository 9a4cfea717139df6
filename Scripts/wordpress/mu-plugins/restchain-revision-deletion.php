<?php
/**
 * Plugin Name: RESTChain revision deletion
 * Description: Lets whoever may delete a post delete its revisions, as revision-cleanup plugins do.
 *
 * Core WordPress maps `delete_post` on a revision to `do_not_allow` for every user, so
 * `DELETE /wp/v2/<type>/<id>/revisions/<id>` answers `rest_cannot_delete` (403) even to an administrator. Sites
 * that prune revisions carry a plugin like this one, installed by Scripts/wordpress/start.sh, so the live suite
 * proves the route's success for a user who may delete the parent and its refusal for one who may not.
 */
add_filter('map_meta_cap', function ($caps, $cap, $user_id, $args) {
    if ($cap !== 'delete_post' || empty($args[0])) {
        return $caps;
    }
    $post = get_post($args[0]);
    if (!$post || $post->post_type !== 'revision' || !$post->post_parent) {
        return $caps;
    }
    return map_meta_cap('delete_post', $user_id, $post->post_parent);
}, 10, 4);
