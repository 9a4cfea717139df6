// TestProcess: settings of the test process itself, made before the first test runs.
#pragma once
