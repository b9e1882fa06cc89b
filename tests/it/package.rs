//! The packages an organiser installs: `scripts/package.sh` builds the
//! `.deb` and the portable tarball from the binary these tests built; the
//! `.deb` is installed with dpkg (as root; else unpacked into a folder of
//! the same layout), `megxadrez check` and `megxadrez screenshot` run from
//! another folder against the installed configs, and the package is removed
//! leaving nothing behind; the tarball's launcher does the same from where
//! it was unpacked.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(program: impl AsRef<std::ffi::OsStr>, args: &[&str], dir: &Path) -> Output {
    Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("LANG", "C")
        .output()
        .unwrap()
}

fn ok(out: &Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether this test may install a package: root, and no megxadrez
/// package installed already (a developer's own is left alone).
fn may_install() -> bool {
    let uid = run("id", &["-u"], Path::new("/"));
    let root = String::from_utf8_lossy(&uid.stdout).trim() == "0";
    let installed = run("dpkg", &["-s", "megxadrez"], Path::new("/"))
        .status
        .success();
    root && !installed
}

/// The installed product checks a shipped config by its relative name and
/// draws its first screen, from a folder of the user's.
fn use_installed(bin: &Path, dir: &Path) {
    let said = ok(
        &run(bin, &["check", "configs/rapid-circuit-swiss.toml"], dir),
        "check of a shipped config",
    );
    assert!(said.contains("Circuito de ajedrez rápido"), "{said}");
    ok(
        &run(
            bin,
            &[
                "screenshot",
                "--config",
                "configs/megxadrez-final-armageddon-12-10.toml",
                "--screen",
                "final",
                "--size",
                "640x360",
                "final.png",
            ],
            dir,
        ),
        "screenshot",
    );
    let png = image::open(dir.join("final.png")).unwrap();
    assert_eq!((png.width(), png.height()), (640, 360));
    // A config of the user's, in a folder of its own with its teams file
    // beside it, named by a path from elsewhere.
    let own = dir.join("liga");
    std::fs::create_dir_all(own.join("teams")).unwrap();
    let shipped = root().join("configs");
    let text = std::fs::read_to_string(shipped.join("megxadrez-final-armageddon-12-10.toml"))
        .unwrap()
        // Its spoken announcements are the shipped files, by absolute path.
        .replace(
            "../assets/",
            &format!("{}/", root().join("assets").display()),
        );
    std::fs::write(own.join("final.toml"), text).unwrap();
    std::fs::copy(
        shipped.join("teams/megxadrez-finalists.toml"),
        own.join("teams/megxadrez-finalists.toml"),
    )
    .unwrap();
    ok(
        &run(bin, &["check", "liga/final.toml"], dir),
        "check of the user's config",
    );
}

#[test]
fn the_deb_and_the_tarball_install_run_and_remove_cleanly() {
    let out = super::fresh_dir("package");
    let said = ok(
        &run(
            root().join("scripts/package.sh"),
            &[
                "--binary",
                env!("CARGO_BIN_EXE_megxadrez"),
                "--out",
                out.to_str().unwrap(),
            ],
            &root(),
        ),
        "package.sh",
    );
    let version = env!("CARGO_PKG_VERSION");
    let deb = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "deb"))
        .unwrap_or_else(|| panic!("no .deb: {said}"));
    assert!(
        deb.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with(&format!("megxadrez_{version}-1_")),
        "{}",
        deb.display()
    );

    // What the package holds and needs.
    let info = ok(
        &run("dpkg-deb", &["--info", deb.to_str().unwrap()], &out),
        "dpkg-deb --info",
    );
    for needed in ["libvulkan1", "mesa-vulkan-drivers", "libasound2"] {
        assert!(info.contains(needed), "the package needs {needed}: {info}");
    }
    // The file dialog is suggested, not recommended (zenity alone pulled
    // some 170 packages), and the one-line description is whole (under
    // 80 characters, or dpkg's lists cut it).
    assert!(!info.contains("Recommends: zenity"), "{info}");
    assert!(info.contains("Suggests: zenity | kdialog"), "{info}");
    let summary = info
        .lines()
        .find_map(|l| l.trim().strip_prefix("Description: "))
        .unwrap_or_else(|| panic!("{info}"));
    assert!(
        summary.chars().count() < 80 && summary.ends_with("board"),
        "{summary:?}"
    );
    let list = ok(
        &run("dpkg-deb", &["--contents", deb.to_str().unwrap()], &out),
        "dpkg-deb --contents",
    );
    for file in [
        "./usr/bin/megxadrez",
        "./usr/bin/megxadrez-open",
        "./usr/share/applications/megxadrez.desktop",
        "./usr/share/icons/hicolor/scalable/apps/megxadrez.svg",
        "./usr/share/megxadrez/configs/rapid-circuit-swiss.toml",
        "./usr/share/megxadrez/configs/teams/megxadrez-finalists.toml",
        "./usr/share/megxadrez/assets/audio/es-quedan-10.wav",
        "./usr/share/doc/megxadrez/docs/guide/es/first-event.md",
        "./usr/share/doc/megxadrez/docs/screens/final.png",
        // Issue 47: "no man page": one per language, from the help.
        "./usr/share/man/man1/megxadrez.1.gz",
        "./usr/share/man/es/man1/megxadrez.1.gz",
        "./usr/share/man/gl/man1/megxadrez.1.gz",
    ] {
        assert!(list.contains(file), "{file} not in the package:\n{list}");
    }
    // The package's files unpacked into a folder of the same layout
    // (`/usr/bin`, `/usr/share/megxadrez`). The Spanish manual page reads as
    // the Spanish help does, every command in it.
    let unpacked = super::fresh_dir("package-unpacked");
    ok(
        &run(
            "dpkg-deb",
            &["-x", deb.to_str().unwrap(), unpacked.to_str().unwrap()],
            &out,
        ),
        "dpkg-deb -x",
    );
    // Issue 47: "24 broken links in the installed guide": every link of
    // the installed guide leads to a file the package installs.
    let doc = unpacked.join("usr/share/doc/megxadrez");
    let mut broken = Vec::new();
    for language in ["en", "es", "gl"] {
        let dir = doc.join("docs/guide").join(language);
        for page in std::fs::read_dir(&dir).unwrap() {
            let page = page.unwrap().path();
            let text = std::fs::read_to_string(&page).unwrap();
            for link in text.split("](").skip(1) {
                let target = link.split([')', ' ']).next().unwrap_or("");
                let file = target.split('#').next().unwrap_or("");
                if file.is_empty() || file.contains("://") || file.starts_with("mailto:") {
                    continue;
                }
                if !dir.join(file).exists() {
                    broken.push(format!("{}: {target}", page.display()));
                }
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to nothing:\n{}",
        broken.join("\n")
    );
    let page = ok(
        &run(
            "gzip",
            &[
                "-dc",
                unpacked
                    .join("usr/share/man/es/man1/megxadrez.1.gz")
                    .to_str()
                    .unwrap(),
            ],
            &out,
        ),
        "gzip -dc",
    );
    assert!(
        page.starts_with(".ie") || page.contains(".TH megxadrez"),
        "{page}"
    );
    for said in ["Prepara un primer evento", "screenshot", "stage", "check"] {
        assert!(
            page.contains(said),
            "{said:?} not in the manual page:\n{page}"
        );
    }

    let user = super::fresh_dir("package-user");
    if may_install() {
        ok(
            &run("dpkg", &["-i", deb.to_str().unwrap()], &out),
            "dpkg -i",
        );
        use_installed(Path::new("/usr/bin/megxadrez"), &user);
        ok(&run("dpkg", &["-r", "megxadrez"], &out), "dpkg -r");
        assert!(!Path::new("/usr/bin/megxadrez").exists());
        assert!(
            !Path::new("/usr/share/megxadrez").exists(),
            "removed cleanly"
        );
        assert!(!run("dpkg", &["-s", "megxadrez"], &out).status.success());
    } else {
        // Not root: the files unpacked above.
        use_installed(&unpacked.join("usr/bin/megxadrez"), &user);
    }

    // The portable folder, from anywhere.
    let tarball = out.join(format!(
        "megxadrez-{version}-linux-{}.tar.gz",
        std::env::consts::ARCH
    ));
    let unpacked = super::fresh_dir("package-tarball");
    ok(
        &run(
            "tar",
            &[
                "-xzf",
                tarball.to_str().unwrap(),
                "-C",
                unpacked.to_str().unwrap(),
            ],
            &out,
        ),
        "tar",
    );
    let user = super::fresh_dir("package-tarball-user");
    use_installed(&unpacked.join("megxadrez/megxadrez.sh"), &user);
}
