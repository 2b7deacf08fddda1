from wtforms import validators
from wtforms import widgets
from wtforms.fields.choices import *
from wtforms.fields.simple import *
from wtforms.form import Form

__version__ = "3.0.1"
