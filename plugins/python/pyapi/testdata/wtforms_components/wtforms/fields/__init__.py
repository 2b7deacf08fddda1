from wtforms.fields.choices import *
from wtforms.fields.core import Field
from wtforms.fields.simple import *
