#!/usr/bin/env python3
# check-desktop.py: what a packager or a translator would trip over, checked
# against the tree (issue 17): POTFILES.in, the Flatpak manifest, the manual
# pages and the metainfo's screenshots.
#
#   check-desktop.py SOURCE_ROOT potfiles
#   check-desktop.py SOURCE_ROOT po-files
#   check-desktop.py SOURCE_ROOT flatpak
#   check-desktop.py SOURCE_ROOT man-pages TOOL
#   check-desktop.py SOURCE_ROOT screenshots
#   check-desktop.py SOURCE_ROOT desktop
#   check-desktop.py SOURCE_ROOT accessibility
#
# Prints TAP; each check is a test of its own in tests/data/meson.build.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

results = []


def check(ok, name, why=""):
    results.append((bool(ok), name, why))


def finish():
    print("1..%d" % len(results))
    failed = 0
    for i, (ok, name, why) in enumerate(results, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
        if not ok:
            failed += 1
            for line in why.splitlines():
                print("# " + line)
    return 1 if failed else 0


# ---- POTFILES.in -----------------------------------------------------------

# gettext's keywords as xgettext's C preset and glib's i18n.gettext know them;
# the lookbehind keeps g_strdup_printf( and the like out.
C_MARK = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|Q_|g_dngettext|g_dpgettext2|ngettext|vt_phrase_new|vt_phrase_new_plural)\s*\(')
UI_MARK = re.compile(r'translatable\s*=\s*"(?:yes|true|1)"')


def translatable_sources(root):
    found = set()
    for top in ("src", "plugins", "ui"):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in files:
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root)
                if name.endswith(".c"):
                    mark = C_MARK
                elif name.endswith(".ui"):
                    mark = UI_MARK
                else:
                    continue
                with open(path, encoding="utf-8") as f:
                    if mark.search(f.read()):
                        found.add(rel)
    return found


def potfiles_listed(root, po_dir="po"):
    listed = []
    with open(os.path.join(root, po_dir, "POTFILES.in"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                listed.append(line)
    return listed


def plugin_po_dirs(root):
    """plugins/<id>/po of each plugin that has a gettext domain of its own"""
    found = []
    plugins = os.path.join(root, "plugins")
    for name in sorted(os.listdir(plugins)):
        po_dir = os.path.join("plugins", name, "po")
        if os.path.isfile(os.path.join(root, po_dir, "POTFILES.in")):
            found.append(po_dir)
    return found


def check_potfiles(root):
    listed = potfiles_listed(root)
    needed = translatable_sources(root)
    # A plugin with a po/ of its own lists its files there, for its own
    # domain; one without one still goes in the app's.
    for po_dir in plugin_po_dirs(root):
        plugin = os.path.dirname(po_dir) + os.sep
        own = potfiles_listed(root, po_dir)
        mine = sorted(p for p in needed if p.startswith(plugin))
        missing = sorted(set(mine) - set(own))
        check(not missing, "every source file of %s with translatable strings is in %s/POTFILES.in"
              % (plugin.rstrip(os.sep), po_dir), "missing:\n" + "\n".join(missing))
        gone = [p for p in own if not os.path.isfile(os.path.join(root, p))]
        check(not gone, "every file %s/POTFILES.in names exists" % po_dir, "\n".join(gone))
        needed -= set(mine)
        stray = sorted(p for p in listed if p.startswith(plugin))
        check(not stray, "po/POTFILES.in leaves %s to its own domain" % plugin.rstrip(os.sep),
              "\n".join(stray))
    missing = sorted(needed - set(listed))
    check(not missing, "every source file with translatable strings is in po/POTFILES.in",
          "missing from po/POTFILES.in:\n" + "\n".join(missing))
    gone = [p for p in listed if not os.path.isfile(os.path.join(root, p))]
    check(not gone, "every file po/POTFILES.in names exists", "\n".join(gone))
    dupes = sorted(p for p in set(listed) if listed.count(p) > 1)
    check(not dupes, "po/POTFILES.in names each file once", "\n".join(dupes))
    for data in ("data/org.vertrauter.Vertrauter.desktop",
                 "data/org.vertrauter.Vertrauter.metainfo.xml",
                 "data/org.vertrauter.Vertrauter.gschema.xml"):
        check(data in listed, "po/POTFILES.in has " + data)
    # a test of the test: it must see the strings it is there to see
    check("src/app/vt-window.c" in needed and "ui/vt-window.ui" in needed,
          "the scan finds _( in C and translatable=\"yes\" in .ui files")


# ---- The translations -------------------------------------------------------

def check_po_files(root):
    """Every language LINGUAS names has a .po that msgfmt --check accepts
    (format specifiers, header, plural forms), with as many mnemonics (_)
    in each translation as in its msgid, no message left untranslated
    or fuzzy, and none of the sources' messages missing."""
    with tempfile.TemporaryDirectory(prefix="vt-po-files-") as folder:
        check_po_dirs(root, folder)


def check_po_dirs(root, folder):
    for po_dir in ["po"] + plugin_po_dirs(root):
        fresh = fresh_template(root, po_dir, folder)
        with open(os.path.join(root, po_dir, "LINGUAS"), encoding="utf-8") as f:
            languages = [w for line in f if not line.startswith("#") for w in line.split()]
        for lang in languages:
            po = os.path.join(root, po_dir, lang + ".po")
            name = os.path.join(po_dir, lang + ".po")
            if not os.path.isfile(po):
                check(False, name + " exists", "LINGUAS names " + lang)
                continue
            run = subprocess.run(["msgfmt", "--check", "--check-accelerators=_", "--statistics",
                                  "-o", os.devnull, po],
                                 capture_output=True, text=True, env=dict(os.environ, LC_ALL="C"))
            check(run.returncode == 0, "msgfmt --check accepts " + name, run.stderr)
            check("untranslated" not in run.stderr and "fuzzy" not in run.stderr,
                  name + " is complete", run.stderr)
            if fresh is not None:
                run = subprocess.run(["msgcmp", po, fresh], capture_output=True, text=True,
                                     env=dict(os.environ, LC_ALL="C"))
                check(run.returncode == 0, name + " translates every message the sources have now",
                      run.stderr + "\nregenerate the .pot (ninja -C _build <domain>-pot), msgmerge, translate")


def fresh_template(root, po_dir, folder):
    """The messages the sources have now: xgettext over POTFILES.in with
    the keywords of meson's glib preset, so that a string added since the
    .po was merged is seen as missing."""
    pot = os.path.join(folder, po_dir.replace(os.sep, "-") + ".pot")
    run = subprocess.run(["xgettext", "--from-code=UTF-8", "--keyword=_", "--keyword=N_",
                          "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dngettext:2,3",
                          "--keyword=g_dpgettext2:2c,3", "--keyword=ngettext:1,2",
                          "--keyword=g_dgettext:2", "--keyword=dgettext:2", "--keyword=dngettext:2,3",
                          "--keyword=vt_phrase_new:2", "--keyword=vt_phrase_new_plural:2,3",
                          "-D", root, "-f", os.path.join(root, po_dir, "POTFILES.in"), "-o", pot],
                         capture_output=True, text=True, env=dict(os.environ, LC_ALL="C"))
    check(run.returncode == 0, "xgettext reads %s/POTFILES.in" % po_dir, run.stderr)
    return pot if run.returncode == 0 and os.path.isfile(pot) else None


# ---- Flatpak -----------------------------------------------------------------

APP_ID = "org.vertrauter.Vertrauter"
# The permissions the app needs, each for a reason flatpak/README.md gives.
ALLOWED_FINISH_ARGS = {
    "--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri",
    "--socket=pulseaudio", "--filesystem=home",
}


def manifest_sources(module):
    for source in module.get("sources", []):
        yield source


def check_flatpak(root):
    path = os.path.join(root, "flatpak", APP_ID + ".json")
    folder = os.path.dirname(path)
    with open(path, encoding="utf-8") as f:
        try:
            manifest = json.load(f)
        except ValueError as e:
            check(False, "the manifest is JSON", str(e))
            return
    check(True, "the manifest is JSON")
    check(manifest.get("app-id", manifest.get("id")) == APP_ID, "its app id is " + APP_ID,
          "app id: %r" % manifest.get("app-id", manifest.get("id")))
    check(manifest.get("runtime") == "org.gnome.Platform", "its runtime is org.gnome.Platform")
    check(manifest.get("sdk") == "org.gnome.Sdk", "its SDK is org.gnome.Sdk")
    # GNOME 43 carries GTK 4.8 and GLib 2.74, the project's API ceiling
    check(manifest.get("runtime-version") == "43", "its runtime is GNOME 43 (GTK 4.8, GLib 2.74)",
          "runtime-version: %r" % manifest.get("runtime-version"))
    check(manifest.get("command") == "vertrauter", "its command is vertrauter")

    args = manifest.get("finish-args", [])
    extra = [a for a in args if a not in ALLOWED_FINISH_ARGS]
    check(not extra, "it asks for no permission beyond those the app needs", "\n".join(extra))
    check("--filesystem=host" not in args and "--device=all" not in args
          and "--share=network" not in args, "no host file system, no devices, no network")
    with open(os.path.join(folder, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    unexplained = [a for a in args if "`" + a + "`" not in readme]
    check(not unexplained, "flatpak/README.md says why for each permission", "\n".join(unexplained))

    modules = manifest.get("modules", [])
    check(modules, "it has modules")
    names = []
    for module in modules:
        if isinstance(module, str):
            check(os.path.isfile(os.path.join(folder, module)), "module file %s exists" % module)
            continue
        names.append(module.get("name"))
        for source in manifest_sources(module):
            if isinstance(source, str):
                check(os.path.isfile(os.path.join(folder, source)), "source file %s exists" % source)
                continue
            kind = source.get("type")
            if kind in ("dir", "file", "patch", "script") and "path" in source:
                where = os.path.normpath(os.path.join(folder, source["path"]))
                exists = os.path.isdir(where) if kind == "dir" else os.path.isfile(where)
                check(exists, "%s source %s exists" % (kind, source["path"]), where)
            elif kind in ("archive", "git"):
                check("url" in source and ("sha256" in source or "commit" in source or "tag" in source),
                      "%s source of %s is pinned" % (kind, module.get("name")))
    check("vertrauter" in names, "it builds the vertrauter module")
    app = next((m for m in modules if isinstance(m, dict) and m.get("name") == "vertrauter"), {})
    check(app.get("buildsystem") == "meson", "vertrauter builds with meson")
    app_dirs = [os.path.normpath(os.path.join(folder, s["path"])) for s in manifest_sources(app)
                if isinstance(s, dict) and s.get("type") == "dir"]
    check(os.path.normpath(root) in app_dirs, "vertrauter is built from this tree",
          "dir sources: %r" % app_dirs)
    # the plugins build with the app, from plugins/meson.build's list
    with open(os.path.join(root, "plugins", "meson.build"), encoding="utf-8") as f:
        plugins_build = f.read()
    for ruleset in ("reiswitz-1812", "reiswitz-1824", "little-wars-1913", "war-chess-1866"):
        check("'%s'" % ruleset in plugins_build
              and os.path.isfile(os.path.join(root, "plugins", ruleset, "meson.build")),
              "the build has the %s plugin" % ruleset)
    opts = " ".join(app.get("config-opts", []))
    check("rulesets" not in opts and "-Dplugins" not in opts, "no plugin is switched off")


# ---- manual pages ------------------------------------------------------------

def tool_commands(tool):
    done = subprocess.run([tool, "--help"], capture_output=True, text=True, check=True)
    commands = []
    in_list = False
    for line in done.stdout.splitlines():
        if line.strip() == "Commands:":
            in_list = True
            continue
        if in_list:
            m = re.match(r"^  ([a-z][a-z0-9-]*) ", line)
            if m:
                commands.append(m.group(1))
    return commands, done.stdout


def tool_options(tool, command):
    done = subprocess.run([tool, command, "--help"], capture_output=True, text=True)
    options = set(re.findall(r"^\s+(?:-[a-z], )?(--[a-z][a-z0-9-]*)", done.stdout, re.M))
    options.discard("--help")
    options.discard("--help-all")
    return options


def man_text(path):
    with open(path, encoding="utf-8") as f:
        # "\-" is troff's hyphen; the words as man(1) prints them
        return f.read().replace("\\-", "-").replace("\\fB", "").replace("\\fR", "") \
            .replace("\\fI", "").replace("\\fP", "")


def check_man_pages(root, tool):
    pages = {name: os.path.join(root, "man", name + ".1") for name in ("vertrauter", "vertrauter-tool")}
    for name, path in pages.items():
        check(os.path.isfile(path), "man/%s.1 exists" % name)
        if os.path.isfile(path):
            text = man_text(path)
            check(re.search(r'^\.TH %s 1 ' % name.upper(), text, re.M), "%s.1 has its title line" % name)
            for section in ("NAME", "SYNOPSIS", "DESCRIPTION", "SEE ALSO"):
                check(re.search(r'^\.SH "?%s' % section, text, re.M), "%s.1 has %s" % (name, section))
    page = man_text(pages["vertrauter-tool"])
    commands, usage = tool_commands(tool)
    check(len(commands) >= 10, "vertrauter-tool --help lists its commands", usage)
    for command in commands:
        check(re.search(r'^\.B[IR]? %s\b' % re.escape(command), page, re.M),
              "vertrauter-tool.1 describes the command %s" % command)
        for option in sorted(tool_options(tool, command)):
            check(re.search(r'(?<![a-z-])%s\b' % re.escape(option), page),
                  "vertrauter-tool.1 names %s of %s" % (option, command))
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        readme_commands = set(re.findall(r"^vertrauter-tool ([a-z][a-z0-9-]*)", f.read(), re.M))
    for command in sorted(readme_commands):
        check(command in commands, "README's vertrauter-tool %s is a command of --help" % command)
    check("--version" in page, "vertrauter-tool.1 names --version")


# ---- screenshots ---------------------------------------------------------------

def check_screenshots(root):
    tree = ET.parse(os.path.join(root, "data", APP_ID + ".metainfo.xml"))
    shots = tree.getroot().findall("./screenshots/screenshot")
    check(len(shots) >= 4, "the metainfo has its screenshots", "%d" % len(shots))
    check(sum(1 for s in shots if s.get("type") == "default") == 1, "one screenshot is the default")
    for shot in shots:
        image = shot.find("image")
        url = image.text.strip() if image is not None and image.text else ""
        name = url.rsplit("/", 1)[-1]
        path = os.path.join(root, "data", "screenshots", name)
        check(url.startswith("https://") and os.path.isfile(path),
              "screenshot %s is in data/screenshots/" % name, url)
        check(shot.find("caption") is not None, "screenshot %s has a caption" % name)
        if os.path.isfile(path):
            with open(path, "rb") as f:
                head = f.read(24)
            width = int.from_bytes(head[16:20], "big")
            height = int.from_bytes(head[20:24], "big")
            check(head[:8] == b"\x89PNG\r\n\x1a\n", "%s is a PNG" % name)
            # the window at the size the screenshot test gives it, not a mock-up
            check(width >= 1000 and height >= 600, "%s is a whole window (%dx%d)" % (name, width, height))
            check(image is not None and image.get("width") == str(width)
                  and image.get("height") == str(height),
                  "the metainfo gives %s's size" % name)
    names = {s.find("image").text.strip().rsplit("/", 1)[-1] for s in shots if s.find("image") is not None}
    check("lay-out.png" in names, "one screenshot is of Lay Out, the editor")
    check("rot-board.png" in names, "one screenshot is of a side board")

    # the release notes are those of the version meson builds
    with open(os.path.join(root, "meson.build"), encoding="utf-8") as f:
        version = re.search(r"version:\s*'([^']+)'", f.read()).group(1)
    releases = tree.getroot().findall("./releases/release")
    check(releases and releases[0].get("version") == version,
          "the metainfo's newest release is %s, the version built" % version,
          "newest release: %r" % (releases[0].get("version") if releases else None))
    check(releases and releases[0].find("description") is not None, "that release has its notes")
    rating = tree.getroot().find("content_rating")
    check(rating is not None and rating.get("type") == "oars-1.1", "the metainfo has an OARS content rating")


# ---- desktop file, MIME type, icons --------------------------------------------

def check_desktop(root):
    data = os.path.join(root, "data")
    entry = {}
    with open(os.path.join(data, APP_ID + ".desktop"), encoding="utf-8") as f:
        for line in f:
            if "=" in line and not line.startswith("#"):
                key, value = line.rstrip("\n").split("=", 1)
                entry[key] = value
    check(entry.get("Icon") == APP_ID, "the desktop file's icon is " + APP_ID)
    icons = os.path.join(data, "icons", "hicolor")
    check(os.path.isfile(os.path.join(icons, "scalable", "apps", APP_ID + ".svg")), "the scalable icon exists")
    check(os.path.isfile(os.path.join(icons, "symbolic", "apps", APP_ID + "-symbolic.svg")),
          "the symbolic icon exists")
    # a double-click on a game opens it: Exec takes files, the MIME type is one
    check("%U" in entry.get("Exec", "") or "%F" in entry.get("Exec", ""), "Exec takes the files opened")
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(os.path.join(data, APP_ID + ".mime.xml")).getroot().find("m:mime-type", ns)
    mime_type = mime.get("type")
    check(entry.get("MimeType", "").split(";")[0] == mime_type, "the desktop file opens " + mime_type)
    check(any(g.get("pattern") == "*.vertrauter" for g in mime.findall("m:glob", ns)), "*.vertrauter is the type's glob")
    icon = mime.find("m:generic-icon", ns)
    check(icon is not None and os.path.isfile(os.path.join(icons, "scalable", "apps", icon.get("name") + ".svg")),
          "the MIME type's icon is an icon in data/icons")
    meta = ET.parse(os.path.join(data, APP_ID + ".metainfo.xml")).getroot()
    check(meta.findtext("./provides/mediatype") == mime_type, "the metainfo provides " + mime_type)
    check(meta.findtext("./launchable") == APP_ID + ".desktop", "the metainfo launches the desktop file")
    with open(os.path.join(data, "meson.build"), encoding="utf-8") as f:
        build = f.read()
    for installed in (APP_ID + ".desktop", APP_ID + ".metainfo.xml", APP_ID + ".mime.xml",
                      APP_ID + ".gschema.xml", APP_ID + ".svg", APP_ID + "-symbolic.svg"):
        check(installed in build, "data/meson.build installs " + installed)
    check("update_mime_database: true" in build, "the install updates the MIME database")
    schema = ET.parse(os.path.join(data, APP_ID + ".gschema.xml")).getroot().find("schema")
    keys = {k.get("name") for k in schema.findall("key")}
    for key in ("window-width", "window-height", "window-maximized", "recent-games", "default-ruleset",
                "length-units", "sounds-muted"):
        check(key in keys, "the settings have " + key)


# ---- accessibility ---------------------------------------------------------------

BUTTONS = ("GtkButton", "GtkToggleButton", "GtkMenuButton")


def has_text_child(obj):
    child = obj.find("child/object")
    return child is not None and any(o.get("class") == "GtkLabel" for o in child.iter("object"))


def check_accessibility(root):
    """Every button that shows only an icon has a name a screen reader can say."""
    folder = os.path.join(root, "ui")
    nameless = []
    for dirpath, dirs, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".ui"):
                continue
            path = os.path.join(dirpath, name)
            tree = ET.parse(path).getroot()
            # a label's mnemonic widget is named by that label
            named_by_label = {p.text for p in tree.iter("property") if p.get("name") == "mnemonic-widget"}
            for obj in tree.iter("object"):
                if obj.get("class") not in BUTTONS:
                    continue
                props = {p.get("name"): (p.text or "") for p in obj.findall("property")}
                if props.get("label") or has_text_child(obj) or obj.get("id") in named_by_label:
                    continue
                acc = obj.find("accessibility")
                if acc is not None and (any(p.get("name") == "label" and (p.text or "").strip()
                                            for p in acc.findall("property"))
                                        or any(r.get("name") == "labelled-by" for r in acc.findall("relation"))):
                    continue
                nameless.append("%s: %s %s (%s)" % (os.path.relpath(path, root), obj.get("class"),
                                                    obj.get("id") or "", props.get("icon-name", "")))
    check(not nameless, "every icon button in ui/ has an accessible name", "\n".join(nameless))


def main():
    root = os.path.abspath(sys.argv[1])
    what = sys.argv[2]
    if what == "potfiles":
        check_potfiles(root)
    elif what == "po-files":
        check_po_files(root)
    elif what == "flatpak":
        check_flatpak(root)
    elif what == "man-pages":
        check_man_pages(root, sys.argv[3])
    elif what == "accessibility":
        check_accessibility(root)
    elif what == "desktop":
        check_desktop(root)
    elif what == "screenshots":
        check_screenshots(root)
    else:
        sys.exit("unknown check " + what)
    sys.exit(finish())


main()
