#![allow(unused_imports)]
use super::*;
use wasm_bindgen::prelude::*;
#[wasm_bindgen]
extern "C" {
    # [wasm_bindgen (extends = :: js_sys :: Object , js_name = AbortController)]
    #[derive(Debug, Clone, PartialEq, Eq)]
    #[doc = "The `AbortController` dictionary."]
    #[doc = ""]
    #[doc = "*This API requires the following crate features to be activated: `AbortController`*"]
    pub type AbortController;
}
impl AbortController {
    #[doc = "Construct a new `AbortController`."]
    #[doc = ""]
    #[doc = "*This API requires the following crate features to be activated: `AbortController`*"]
    pub fn new() -> Self {
        #[allow(unused_mut)]
        let mut ret: Self = ::wasm_bindgen::JsCast::unchecked_into(::js_sys::Object::new());
        ret
    }
}
