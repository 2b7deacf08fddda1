#![allow(unused_imports)]
use super::*;
use wasm_bindgen::prelude::*;
#[wasm_bindgen]
extern "C" {
    # [wasm_bindgen (extends = :: js_sys :: Object , js_name = AbortSignal)]
    #[derive(Debug, Clone, PartialEq, Eq)]
    #[doc = "The `AbortSignal` dictionary."]
    #[doc = ""]
    #[doc = "*This API requires the following crate features to be activated: `AbortSignal`*"]
    pub type AbortSignal;
}
impl AbortSignal {
    #[doc = "Construct a new `AbortSignal`."]
    #[doc = ""]
    #[doc = "*This API requires the following crate features to be activated: `AbortSignal`*"]
    pub fn new() -> Self {
        #[allow(unused_mut)]
        let mut ret: Self = ::wasm_bindgen::JsCast::unchecked_into(::js_sys::Object::new());
        ret
    }
}
