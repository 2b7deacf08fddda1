#![allow(unused_imports)]
use super::*;
use wasm_bindgen::prelude::*;
#[wasm_bindgen]
extern "C" {
    # [wasm_bindgen (extends = :: js_sys :: Object , js_name = AlignSetting)]
    #[derive(Debug, Clone, PartialEq, Eq)]
    #[doc = "The `AlignSetting` dictionary."]
    #[doc = ""]
    #[doc = "*This API requires the following crate features to be activated: `AlignSetting`*"]
    pub type AlignSetting;
}
impl AlignSetting {
    #[doc = "Construct a new `AlignSetting`."]
    #[doc = ""]
    #[doc = "*This API requires the following crate features to be activated: `AlignSetting`*"]
    pub fn new() -> Self {
        #[allow(unused_mut)]
        let mut ret: Self = ::wasm_bindgen::JsCast::unchecked_into(::js_sys::Object::new());
        ret
    }
}
