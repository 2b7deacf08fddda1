use std::env;
use std::fs;
use std::path::Path;

fn main() {
    let out_dir = env::var_os("OUT_DIR").unwrap();
    let dest_path = Path::new(&out_dir).join("const.rs");

    let code = if supports_scmp_act_kill_process() {
        "pub const DEFAULT_KILL: Action = Action::KillProcess;"
    } else {
        "pub const DEFAULT_KILL: Action = Action::KillThread;"
    };
    fs::write(&dest_path, code).unwrap();
}
