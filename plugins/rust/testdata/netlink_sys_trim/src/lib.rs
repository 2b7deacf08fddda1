// SPDX-License-Identifier: MIT
// netlink-sys 0.8.3 (Debian), trimmed: constants typed through a private
// import under another name (`use libc::c_int as int;`).

pub mod constants;
