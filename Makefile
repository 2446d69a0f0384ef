# The two commands of README.md. Each does all set-up on a fresh Debian 12
# machine: the Debian packages the build needs, then meson, then the work.
#
#   make run     build and open Vertrauter on its demo game
#   make check   build and run every test (the ui suite under xvfb-run)
#
# For developers: make check-asan builds in its own folder with
# AddressSanitizer and UndefinedBehaviorSanitizer and runs the suites there.

BUILDDIR ?= _build

# Everything the build and the tests need, from Debian 12.
DEBIAN_PACKAGES = \
	gcc pkg-config meson ninja-build gettext python3 \
	libglib2.0-dev libglib2.0-bin libgtk-4-dev libcairo2-dev libpng-dev libpango1.0-dev libxml2-dev libjson-glib-dev libgsound-dev \
	adwaita-icon-theme librsvg2-common librsvg2-bin fonts-dejavu-core \
	desktop-file-utils appstream libxml2-utils \
	poppler-utils xvfb xauth libxtst-dev

# The demo game and the rulesets built in the tree (none is installed by make run).
# The umpire plays a copy in the build folder: the game saves itself after
# every event, and the demo in the source tree stays as it was.
DEMO_GAME = data/demo/demo.vertrauter
DEMO_COPY = $(BUILDDIR)/demo.vertrauter
RULESET_PATH = $(shell find $(BUILDDIR)/plugins -mindepth 1 -maxdepth 1 -type d 2>/dev/null | sort | tr '\n' ':')

# make check-asan: the same tests in a build with AddressSanitizer and
# UndefinedBehaviorSanitizer (leaks too; tests/meson.build sets the options).
# b_lundef=false as meson advises for sanitizers: with clang the runtime is
# linked into the programs only, not into each library and plugin.
ASAN_BUILDDIR ?= _build-asan
# ASAN_SUITES="core plugins tool" runs only those (CI does). A leak's whole
# stack, through GLib: ASAN_OPTIONS=fast_unwind_on_malloc=0 (slow, and it can
# deadlock the window suite's threads; use it on the suite that leaked).
ASAN_SUITES ?= core plugins tool data ui
ASAN_TEST = meson test -C $(ASAN_BUILDDIR) --print-errorlogs --num-processes 2 --timeout-multiplier 3
ASAN_LEAK_SUITES = $(filter-out ui,$(ASAN_SUITES))
XVFB = xvfb-run -a -s "-screen 0 1280x800x24"

.PHONY: run check check-asan deps build clean

deps:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -eq 0 ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing || exit 1; \
	  else \
	    echo "Vertrauter needs Debian packages that are not installed. Run:"; \
	    echo "  sudo apt-get update && sudo apt-get install -y$$missing"; \
	    echo "then run make again."; \
	    exit 1; \
	  fi; \
	fi

$(BUILDDIR)/build.ninja: | deps
	meson setup $(BUILDDIR)

build: deps $(BUILDDIR)/build.ninja
	ninja -C $(BUILDDIR)

run: build
	@[ -f $(DEMO_COPY) ] || cp $(DEMO_GAME) $(DEMO_COPY)
	VERTRAUTER_RULESET_PATH="$(RULESET_PATH)" VERTRAUTER_LOCALEDIR="$(abspath $(BUILDDIR))/po" \
	  $(BUILDDIR)/src/app/vertrauter $(DEMO_COPY)

check: build
	xvfb-run -a -s "-screen 0 1280x800x24" \
	  meson test -C $(BUILDDIR) --print-errorlogs --num-processes 2

$(ASAN_BUILDDIR)/build.ninja: | deps
	meson setup $(ASAN_BUILDDIR) -Db_sanitize=address,undefined -Db_lundef=false

# The window suite runs without leak checking and without OpenGL: GTK 4.8
# loses a GDateTime in its main loop and Mesa's llvmpipe a buffer, neither
# of them fontconfig or cairo. Memory errors and undefined behaviour still
# fail it. Its log is testlog-ui.json beside the other's testlog.json.
check-asan: deps $(ASAN_BUILDDIR)/build.ninja
	rm -f $(ASAN_BUILDDIR)/meson-logs/testlog*.json
	ninja -C $(ASAN_BUILDDIR)
	$(if $(ASAN_LEAK_SUITES),$(ASAN_TEST) $(addprefix --suite ,$(ASAN_LEAK_SUITES)))
	$(if $(filter ui,$(ASAN_SUITES)),ASAN_OPTIONS=detect_leaks=0 GDK_DEBUG=gl-disable GSK_RENDERER=cairo \
	  $(XVFB) $(ASAN_TEST) --suite ui --logbase testlog-ui)

clean:
	rm -rf $(BUILDDIR) $(ASAN_BUILDDIR)
