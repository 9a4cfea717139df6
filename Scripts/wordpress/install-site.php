<?php
// Installs and seeds the RESTChain WordPress test site; run by start.sh with php-cli, prints KEY=value credentials.
//
// Env: WORDPRESS_HOST (host:port the site answers on), WORDPRESS_UPLOADS (absolute uploads directory),
// WORDPRESS_CONFIG (the name Debian's wp-config.php turns into /etc/wordpress/config-NAME.php).
// Everything is dated explicitly so that a fresh install yields the same ids, slugs and dates every time.

$host = getenv('WORDPRESS_HOST') ?: '127.0.0.1:8089';
$uploads = getenv('WORDPRESS_UPLOADS') ?: die("WORDPRESS_UPLOADS not set\n");
$_SERVER['HTTP_HOST'] = $host;
$_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG') ?: die("WORDPRESS_CONFIG not set\n");
$_SERVER['SERVER_NAME'] = preg_replace('/:.*/', '', $host);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('WP_INSTALLING', true);

// Core mails the new admin; there is no MTA here, so make that a no-op before upgrade.php defines it.
function wp_new_blog_notification($blog_title, $blog_url, $user_id, $password) {
}

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';
add_filter('pre_wp_mail', '__return_true');

function fail($what) {
    fwrite(STDERR, "install-site.php: $what\n");
    exit(1);
}

function check($result, $what) {
    if (is_wp_error($result) || !$result) {
        fail($what . ': ' . (is_wp_error($result) ? $result->get_error_message() : 'failed'));
    }
    return $result;
}

/** Local "Y-m-d H:i:s" in the site timezone, $days after 2024-03-01 10:00 plus $minutes. */
function seed_date($days, $minutes = 0) {
    $d = new DateTimeImmutable('2024-03-01 10:00:00', wp_timezone());
    return $d->modify("+$days days +$minutes minutes")->format('Y-m-d H:i:s');
}

/** Pins a post's created and modified dates (core stamps "now" on insert and update). */
function pin_dates($id, $date, $modified = null) {
    global $wpdb;
    $modified = $modified ?: $date;
    $wpdb->update($wpdb->posts, array(
        'post_date' => $date,
        'post_date_gmt' => get_gmt_from_date($date),
        'post_modified' => $modified,
        'post_modified_gmt' => get_gmt_from_date($modified),
    ), array('ID' => $id));
    clean_post_cache($id);
}

// --- Install ------------------------------------------------------------------------------------------------
if (is_blog_installed()) {
    fail('site is already installed (start.sh drops the database before seeding)');
}
$admin_password = wp_generate_password(24, false);
$installed = wp_install('RESTChain Test Site', 'admin', 'admin@example.com', true, '', $admin_password);
check(isset($installed['user_id']) ? $installed['user_id'] : 0, 'wp_install');
$admin_id = (int) $installed['user_id'];
wp_set_current_user($admin_id);

update_option('blogdescription', 'A local WordPress used to record RESTChain fixtures');
update_option('timezone_string', 'Europe/Rome');
update_option('gmt_offset', '');
update_option('upload_path', $uploads);
update_option('uploads_use_yearmonth_folders', 1);
update_option('posts_per_page', 10);
update_option('default_comment_status', 'open');
update_option('comment_moderation', 0);
update_option('comment_previously_approved', 0);
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
$wp_rewrite->flush_rules(false);

wp_update_user(array(
    'ID' => $admin_id,
    'display_name' => 'Site Admin',
    'first_name' => 'Site',
    'last_name' => 'Admin',
    'description' => 'Runs the <strong>test</strong> site.',
    'user_url' => 'https://example.com/admin',
));
$author_id = check(wp_insert_user(array(
    'user_login' => 'jane',
    'user_pass' => wp_generate_password(24, false),
    'user_email' => 'jane@example.com',
    'display_name' => 'Jane Doe',
    'first_name' => 'Jane',
    'last_name' => 'Doe',
    'nickname' => 'jane',
    'description' => 'Writes about Swift & servers.',
    'user_url' => 'https://example.com/jane',
    'role' => 'author',
)), 'second author');

// --- Terms ----------------------------------------------------------------------------------------------------
function term($name, $taxonomy, $args = array()) {
    $t = check(wp_insert_term($name, $taxonomy, $args), "term $name");
    return (int) $t['term_id'];
}
$news = term('News', 'category', array('description' => 'Announcements and updates.'));
$releases = term('Releases', 'category', array('parent' => $news, 'description' => 'Release notes.'));
$tutorials = term('Tutorials', 'category', array('description' => 'Step-by-step <em>guides</em>.'));
$swift = term('Swift', 'post_tag', array('description' => 'The Swift language.'));
$rest = term('REST', 'post_tag');
$async = term('async/await', 'post_tag', array('slug' => 'async-await'));
$linux = term('Linux', 'post_tag');

// --- Media: generated PNGs ---------------------------------------------------------------------------------------
/** Draws a grid of coloured squares, uploads it under 2024/03 and registers it as an attachment. */
function seed_image($file, $width, $height, $title, $caption, $alt, $date) {
    $img = imagecreatetruecolor($width, $height);
    for ($y = 0; $y < $height; $y += 40) {
        for ($x = 0; $x < $width; $x += 40) {
            $c = imagecolorallocate($img, ($x * 255) / $width, ($y * 255) / $height, (($x + $y) / 2) % 256);
            imagefilledrectangle($img, $x, $y, $x + 39, $y + 39, $c);
        }
    }
    ob_start();
    imagepng($img);
    $upload = wp_upload_bits($file, null, ob_get_clean(), '2024/03');
    if (!empty($upload['error'])) {
        fail('upload: ' . $upload['error']);
    }
    $id = check(wp_insert_attachment(array(
        'post_title' => $title,
        'post_excerpt' => $caption,
        'post_content' => 'Generated by the seeding script.',
        'post_mime_type' => 'image/png',
        'post_status' => 'inherit',
    ), $upload['file'], 0, true), "attachment $file");
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
    update_post_meta($id, '_wp_attachment_image_alt', $alt);
    pin_dates($id, $date);
    return $id;
}
$media_id = seed_image('restchain-sample.png', 640, 480, 'Sample gradient', 'A <em>generated</em> gradient.',
    'Coloured squares', seed_date(0, -30));

// --- Posts ------------------------------------------------------------------------------------------------------
$titles = array(
    'Getting started with RESTChain',
    'Using <em>async</em> &amp; await with REST',
    'Pagination, headers &#038; totals',
    'Why &#8220;smart quotes&#8221; matter',
    '<strong>Bold</strong> moves on Linux',
    'Decoding dates without a zone',
    'Embedding authors and media',
    'Categories vs. tags',
    'Working with revisions',
    'Errors: 400, 401 &amp; 404',
    'Caching GET requests',
    'Retries and backoff',
    'Authenticating with application passwords',
    'Uploading media',
    'Filtering by category',
    'Ordering results',
    'Searching the site',
    'Custom post types',
    'Comments and replies',
    'Draft, publish, repeat',
    'Swift 6 concurrency notes',
    'Sendable all the things',
    'Fixtures from a real site',
    'A post with <code>code</code>',
    'Links &amp; relations',
    'The last seeded post',
);
$post_ids = array();
foreach ($titles as $i => $title) {
    $n = $i + 1;
    $cats = array($i % 3 === 0 ? $news : ($i % 3 === 1 ? $tutorials : $releases));
    $tags = array_values(array_filter(array(
        $i % 2 === 0 ? $swift : 0, $i % 3 === 0 ? $rest : 0, $i % 4 === 1 ? $async : 0, $i % 5 === 2 ? $linux : 0,
    )));
    $content = "<!-- wp:paragraph -->\n<p>Post number $n. Some <strong>bold</strong>, some <em>emphasis</em>"
        . " &amp; an <a href=\"https://example.com/docs\">external link</a>.</p>\n<!-- /wp:paragraph -->\n\n"
        . "<!-- wp:list -->\n<ul><li>first</li><li>second &lt;item&gt;</li></ul>\n<!-- /wp:list -->";
    if ($n % 6 === 0) {
        $content .= "\n\n<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>let x = 42 // \"quoted\"</code></pre>"
            . "\n<!-- /wp:code -->";
    }
    $postarr = array(
        'post_title' => $title,
        'post_content' => $content,
        'post_excerpt' => $n % 4 === 0 ? "A hand-written excerpt for post $n." : '',
        'post_status' => 'publish',
        'post_author' => $n % 3 === 0 ? $author_id : $admin_id,
        'post_date' => seed_date(2 * $n),
        'post_category' => $cats,
        'tags_input' => $tags,
        'comment_status' => 'open',
    );
    if ($n === 20) {
        $postarr['post_password'] = 'open-sesame';
    }
    $id = check(wp_insert_post(wp_slash($postarr), true), "post $n");
    pin_dates($id, $postarr['post_date']);
    if ($n % 5 === 0) {
        set_post_thumbnail($id, $media_id);
    }
    $post_ids[$n] = $id;
}
stick_post($post_ids[1]);
// A featured image that no longer exists: embeds then carry an error object instead of a media item.
update_post_meta($post_ids[7], '_thumbnail_id', 999999);
wp_update_post(array('ID' => $media_id, 'post_parent' => $post_ids[5]));
pin_dates($media_id, seed_date(0, -30));

// A draft that was never scheduled, so its date_gmt is null in the API.
$draft_id = check(wp_insert_post(array(
    'post_title' => 'An unfinished draft',
    'post_content' => '<!-- wp:paragraph --><p>Not yet.</p><!-- /wp:paragraph -->',
    'post_status' => 'draft',
    'post_author' => $author_id,
    'post_category' => array($tutorials),
), true), 'draft');
// Keep its GMT date unset (as core does for drafts) but pin the local ones.
$wpdb->update($wpdb->posts, array(
    'post_date' => seed_date(40),
    'post_modified' => seed_date(40),
    'post_modified_gmt' => get_gmt_from_date(seed_date(40)),
), array('ID' => $draft_id));
clean_post_cache($draft_id);
// An image attached to that draft is not readable anonymously: embedding it as a featured image yields an error.
$private_media = seed_image('restchain-private.png', 200, 120, 'Draft illustration', '', 'Draft art',
    seed_date(0, -20));
wp_update_post(array('ID' => $private_media, 'post_parent' => $draft_id));
pin_dates($private_media, seed_date(0, -20));
set_post_thumbnail($post_ids[11], $private_media);

// Core's own sample content and the accounts get fixed dates as well.
foreach (array(1 => seed_date(0), 2 => seed_date(0, 5), 3 => seed_date(0, 10)) as $id => $date) {
    if (get_post($id)) {
        pin_dates($id, $date);
    }
}
$wpdb->query($wpdb->prepare(
    "UPDATE $wpdb->comments SET comment_date = %s, comment_date_gmt = %s WHERE comment_ID = 1",
    seed_date(0, 1), get_gmt_from_date(seed_date(0, 1))
));
$wpdb->query($wpdb->prepare("UPDATE $wpdb->users SET user_registered = %s", get_gmt_from_date(seed_date(0, -60))));
clean_user_cache($admin_id);
clean_user_cache($author_id);

// Two edits to one post leave revisions behind.
$revised = $post_ids[9];
foreach (array(1, 2) as $k) {
    check(wp_update_post(array(
        'ID' => $revised,
        'post_title' => 'Working with revisions' . ($k === 2 ? ' (updated twice)' : ' (updated)'),
        'post_content' => "<!-- wp:paragraph -->\n<p>Revised text, edit $k.</p>\n<!-- /wp:paragraph -->",
    ), true), "revision $k");
}
$base = seed_date(18);
pin_dates($revised, $base, seed_date(20, 15));
foreach (array_values(wp_get_post_revisions($revised, array('order' => 'ASC'))) as $j => $rev) {
    pin_dates($rev->ID, seed_date(19 + $j, 15));
}

// --- Pages ------------------------------------------------------------------------------------------------------
$about = check(wp_insert_post(array(
    'post_type' => 'page',
    'post_title' => 'About',
    'post_content' => "<!-- wp:paragraph -->\n<p>About this <em>test</em> site.</p>\n<!-- /wp:paragraph -->",
    'post_status' => 'publish',
    'menu_order' => 1,
), true), 'about page');
pin_dates($about, seed_date(1));
$team = check(wp_insert_post(array(
    'post_type' => 'page',
    'post_title' => 'Team',
    'post_content' => "<!-- wp:paragraph -->\n<p>Site Admin &amp; Jane Doe.</p>\n<!-- /wp:paragraph -->",
    'post_status' => 'publish',
    'post_parent' => $about,
    'menu_order' => 2,
), true), 'team page');
pin_dates($team, seed_date(1, 5));

// --- A reusable block --------------------------------------------------------------------------------------------
$block = check(wp_insert_post(array(
    'post_type' => 'wp_block',
    'post_title' => 'Call to action',
    'post_content' => "<!-- wp:paragraph -->\n<p><strong>Subscribe</strong> for more.</p>\n<!-- /wp:paragraph -->",
    'post_status' => 'publish',
), true), 'reusable block');
pin_dates($block, seed_date(1, 10));

// --- Comments ---------------------------------------------------------------------------------------------------
$on = $post_ids[19];
$comment = function ($args) use ($on) {
    return check(wp_insert_comment(array_merge(array(
        'comment_post_ID' => $on,
        'comment_approved' => 1,
        'comment_type' => 'comment',
        'comment_author_IP' => '127.0.0.1',
        'comment_agent' => 'RESTChain seed',
    ), $args)), 'comment');
};
$first = $comment(array(
    'comment_author' => 'Visitor One',
    'comment_author_email' => 'visitor@example.com',
    'comment_author_url' => 'https://example.com/visitor',
    'comment_content' => 'Great <strong>post</strong> &amp; thanks!',
    'comment_date' => seed_date(38, 60),
));
$comment(array(
    'comment_author' => 'Jane Doe',
    'comment_author_email' => 'jane@example.com',
    'user_id' => $author_id,
    'comment_parent' => $first,
    'comment_content' => 'Glad it helped.',
    'comment_date' => seed_date(38, 90),
));
$comment(array(
    'comment_author' => 'Site Admin',
    'comment_author_email' => 'admin@example.com',
    'user_id' => $admin_id,
    'comment_content' => 'A follow-up is coming.',
    'comment_date' => seed_date(39),
));
$comment(array(
    'comment_author' => 'Someone',
    'comment_author_email' => 'someone@example.com',
    'comment_content' => 'Held for moderation.',
    'comment_approved' => 0,
    'comment_date' => seed_date(39, 30),
));
wp_update_comment_count_now($on);

// --- Application password for the admin --------------------------------------------------------------------------
$created = WP_Application_Passwords::create_new_application_password($admin_id, array('name' => 'restchain-tests'));
if (is_wp_error($created)) {
    fail('application password: ' . $created->get_error_message());
}
echo "WORDPRESS_USER=admin\n";
echo "WORDPRESS_APP_PASSWORD=" . $created[0] . "\n";
echo "WORDPRESS_ADMIN_PASSWORD=" . $admin_password . "\n";
echo "WORDPRESS_AUTHOR_ID=" . $author_id . "\n";
echo "WORDPRESS_DRAFT_ID=" . $draft_id . "\n";
