<?php
/**
 * Plugin Name: RESTChain Sample
 * Description: A plugin that does nothing, installed and deleted by RESTChain's live suite.
 * Version: 1.0.0
 * Author: RESTChain
 * License: GPLv2 or later
 * Text Domain: restchain-sample
 */
