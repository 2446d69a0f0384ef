# The two commands of README.md. Each does all set-up on a fresh Debian 12
# machine: the Debian packages the build needs, then meson, then the work.
#
#   make run     build and open Vertrauter on its demo game
#   make check   build and run every test (the ui suite under xvfb-run)

BUILDDIR ?= _build

# Everything the build and the tests need, from Debian 12.
DEBIAN_PACKAGES = \
	gcc pkg-config meson ninja-build gettext python3 \
	libglib2.0-dev libglib2.0-bin libgtk-4-dev libcairo2-dev libxml2-dev libjson-glib-dev \
	adwaita-icon-theme librsvg2-common fonts-dejavu-core \
	desktop-file-utils appstream libxml2-utils \
	xvfb xauth

# The demo game and the rulesets built in the tree (none is installed by make run).
# The umpire plays a copy in the build folder: the game saves itself after
# every event, and the demo in the source tree stays as it was.
DEMO_GAME = data/demo/demo.vertrauter
DEMO_COPY = $(BUILDDIR)/demo.vertrauter
RULESET_PATH = $(shell find $(BUILDDIR)/plugins -mindepth 1 -maxdepth 1 -type d 2>/dev/null | sort | tr '\n' ':')

.PHONY: run check deps build clean

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
	VERTRAUTER_RULESET_PATH="$(RULESET_PATH)" $(BUILDDIR)/src/app/vertrauter $(DEMO_COPY)

check: build
	xvfb-run -a -s "-screen 0 1280x800x24" \
	  meson test -C $(BUILDDIR) --print-errorlogs --num-processes 2

clean:
	rm -rf $(BUILDDIR)
