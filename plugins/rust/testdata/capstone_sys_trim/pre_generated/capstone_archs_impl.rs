use core::convert::From;
