"""A supplied SVG -> the same drawing written out again from an allowlist, or why it is refused.

An SVG can run script and fetch from servers when a learner or a client opens the media file on
its own, so a maintainer's SVG is not scanned for known bad things: it is parsed, every element,
attribute and CSS value must be on the lists below, and the package gets the tree written out
again by this module (never the file's own bytes). What is not on the lists is refused with a
message naming it: an infographic that holds active content is a mistake to fix at its source,
not something to cut out silently. Only what never shows is dropped: comments, whitespace outside
the root, `<metadata>`, and the XML declaration.

Refused: DOCTYPE and entities, processing instructions (xml-stylesheet), other encodings than
UTF-8, elements outside the SVG namespace (foreignObject, HTML, MathML), script, animation
(animate, set, …: they can rewrite href), links (`<a>`), event attributes, references other than
`#fragment` or embedded raster `data:image/…`, `url()` other than `url(#id)`, CSS functions off
the list (`image-set`, `expression`, …), at-rules other than `@media`, and backslashes in CSS and
attribute values (escapes that could spell any of these).
"""
from __future__ import annotations

import html
import re
from xml.parsers import expat

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XML_NS = "http://www.w3.org/XML/1998/namespace"
#: Deeper trees than this are refused (a drawing needs a handful of levels).
MAX_DEPTH = 64
#: More elements than this are refused (each costs the learner's renderer).
MAX_ELEMENTS = 50_000

ELEMENTS = frozenset("""
svg g defs symbol use title desc switch path rect circle ellipse line polyline polygon text tspan textPath
linearGradient radialGradient stop pattern clipPath mask marker filter image style
feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur
feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile
feTurbulence
""".split())
#: Never shown: dropped with everything inside them.
DROPPED = frozenset({"metadata"})
ATTRIBUTES = frozenset("""
id class style transform x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points viewBox
preserveAspectRatio pathLength version baseProfile role aria-label aria-hidden focusable lang
fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit
stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility overflow
vector-effect paint-order shape-rendering text-rendering image-rendering color-interpolation
color-interpolation-filters isolation mix-blend-mode clip-path clip-rule clipPathUnits mask maskUnits
maskContentUnits marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY orient
filter filterUnits primitiveUnits font-family font-size font-weight font-style font-variant font-stretch
text-anchor text-orientation pointer-events mask-type dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing
text-decoration writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust startOffset
method spacing side gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity
patternUnits patternContentUnits patternTransform in in2 result stdDeviation mode operator k1 k2 k3 k4
values type tableValues slope intercept amplitude exponent flood-color flood-opacity lighting-color
order kernelMatrix divisor bias targetX targetY edgeMode preserveAlpha surfaceScale diffuseConstant
specularConstant specularExponent kernelUnitLength scale xChannelSelector yChannelSelector radius
azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle baseFrequency numOctaves seed
stitchTiles media href
""".split())
#: CSS functions a drawing may use; any other (`image-set`, `expression`, `src`, …) is refused.
CSS_FUNCTIONS = frozenset("""
url rgb rgba hsl hsla hwb lab lch oklab oklch color calc min max clamp var translate translatex
translatey rotate scale scalex scaley skewx skewy matrix
""".split())
# Written `<title></title>` when empty, as the drawings write them; other empty elements as `<rect/>`.
_TEXT_HOLDERS = frozenset({"title", "desc", "text", "tspan", "textPath", "style"})
_FUNCTION = re.compile(r"([A-Za-z_-][A-Za-z0-9_-]*)\(")  # (CSS: a function's name touches its "(")
_URL = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_AT_RULE = re.compile(r"@([A-Za-z_-]*)")
_FRAGMENT = re.compile(r"#[A-Za-z_][\w.:-]*")
_RASTER_DATA = re.compile(r"data:image/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*", re.IGNORECASE)
_XML_DECLARED_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']*)["']""")


class Refused(ValueError):
    """The SVG holds something outside the allowlist (the message says what, without echoing much)."""


def clean_svg(data: bytes) -> bytes:
    """The SVG rebuilt from its allowlisted tree, as UTF-8; Refused says why it cannot be."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        raise Refused("is not UTF-8 text: export it as a UTF-8 SVG") from None
    declared = _XML_DECLARED_ENCODING.match(data)
    if declared and declared[1].lower() not in (b"utf-8", b"utf8", b"us-ascii", b"ascii"):
        raise Refused("declares another encoding than UTF-8: export it as a UTF-8 SVG")
    builder = _Builder()
    parser = expat.ParserCreate("utf-8", namespace_separator=" ")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartDoctypeDeclHandler = builder.doctype
    parser.EntityDeclHandler = builder.entity
    parser.ProcessingInstructionHandler = builder.instruction
    parser.ExternalEntityRefHandler = builder.external
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.text
    parser.buffer_text = True
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        raise Refused(f"is not valid SVG/XML ({expat.errors.messages[error.code]}, line {error.lineno}):"
                      " re-export it") from None
    if builder.root is None:
        raise Refused("is not an SVG (no root element): re-export it")
    _check_references(builder.root)
    return _serialise(builder.root).encode("utf-8")


class _Element:
    __slots__ = ("tag", "attributes", "children")

    def __init__(self, tag: str, attributes: list[tuple[str, str]]):
        self.tag, self.attributes, self.children = tag, attributes, []


class _Builder:
    """expat callbacks: checks each element and attribute as it arrives, builds the kept tree."""

    def __init__(self):
        self.root: _Element | None = None
        self.stack: list[_Element | None] = []  # None: inside a dropped element
        self.count = 0

    def doctype(self, *_):
        raise Refused("declares a DOCTYPE (entities can expand or fetch): export a plain SVG")

    def entity(self, *_):
        raise Refused("declares entities: export a plain SVG")

    def instruction(self, target, _data):
        raise Refused(f"holds a processing instruction <?{target[:30]} …?> (a stylesheet can fetch or "
                      "run code): remove it")

    def external(self, *_):
        raise Refused("refers to an external entity: export a plain SVG")

    def start(self, name: str, attributes: dict[str, str]) -> None:
        if self.stack and self.stack[-1] is None:
            self.stack.append(None)
            return
        namespace, _, tag = name.rpartition(" ")
        if namespace == SVG_NS and tag in DROPPED:
            self.stack.append(None)
            return
        if namespace != SVG_NS or tag not in ELEMENTS:
            what = f"<{tag}>" if namespace == SVG_NS else f"<{tag}> from outside the SVG namespace"
            raise Refused(f"holds {what[:80]}, which is not allowed in a card image (it can show HTML, "
                          "run code or fetch): remove it")
        if self.root is None and tag != "svg":
            raise Refused("is not an SVG (its root element is not <svg>): re-export it")
        if len(self.stack) >= MAX_DEPTH:
            raise Refused(f"nests elements more than {MAX_DEPTH} deep: simplify it")
        self.count += 1
        if self.count > MAX_ELEMENTS:
            raise Refused(f"has more than {MAX_ELEMENTS} elements: simplify it")
        element = _Element(tag, [_attribute(tag, key, value) for key, value in attributes.items()])
        if self.root is None:
            self.root = element
        else:
            self.stack[-1].children.append(element)
        self.stack.append(element)

    def end(self, _name: str) -> None:
        element = self.stack.pop()
        if element is not None and element.tag == "style":  # checked whole: CDATA can split the text
            _check_css("".join(c for c in element.children if isinstance(c, str)))

    def text(self, data: str) -> None:
        if self.stack and self.stack[-1] is not None:
            parent = self.stack[-1]
            if parent.children and isinstance(parent.children[-1], str):
                parent.children[-1] += data
            else:
                parent.children.append(data)


def _attribute(tag: str, name: str, value: str) -> tuple[str, str]:
    """(name as written out, value) for an allowlisted attribute; Refused otherwise."""
    namespace, _, local = name.rpartition(" ")
    if namespace == XLINK_NS and local == "href":
        local = "xlink:href"
    elif namespace == XML_NS and local in ("space", "lang"):
        local = f"xml:{local}"
    elif namespace or local not in ATTRIBUTES:
        shown = local[:40]
        if local.lower().startswith("on"):
            raise Refused(f"has an event attribute {shown}= on <{tag}>: remove it (cards must not run code)")
        raise Refused(f"has the attribute {shown}= on <{tag}>, which is not allowed in a card image: remove it")
    if local in ("href", "xlink:href"):
        target = value.strip()
        if not (_FRAGMENT.fullmatch(target) or (tag == "image" and _RASTER_DATA.fullmatch(target))):
            raise Refused(f"<{tag}> refers to {_short(target)}: only #fragments (and embedded PNG, JPEG, GIF "
                          "or WebP data in <image>) are allowed; embed it or remove the reference")
    elif local not in ("id", "class", "role", "aria-label", "lang", "xml:lang"):
        _check_css(value)
    return local, value


def _check_css(text: str) -> None:
    """A style sheet, style attribute or presentation value: nothing that can fetch or run."""
    if "\\" in text:
        raise Refused("has a backslash in CSS (an escape can hide a URL or script): write it out")
    for match in _AT_RULE.finditer(text):
        if match[1].lower() != "media":
            raise Refused(f"has the CSS at-rule @{match[1][:20]} (only @media is allowed): remove it")
    for match in _FUNCTION.finditer(text):
        if match[1].lower() not in CSS_FUNCTIONS:
            raise Refused(f"uses the CSS function {match[1][:30]}() (it can fetch or run code): remove it")
    urls = list(_URL.finditer(text))
    for match in urls:
        if not _FRAGMENT.fullmatch(match[2].strip()):
            raise Refused(f"has url({_short(match[2])}): only url(#id) is allowed; embed it or remove it")
    if text.lower().count("url(") != len(urls):
        raise Refused("has an unfinished url(: fix the CSS")


def _check_references(root: _Element) -> None:
    """<use> may only point at elements that hold no <use> themselves (no exponential re-use)."""
    ids: dict[str, _Element] = {}
    elements = [root]
    for element in elements:
        elements.extend(child for child in element.children if not isinstance(child, str))
        for key, value in element.attributes:
            if key == "id":
                ids[value] = element
    # Which elements are or hold a <use>, children before parents (`elements` is in breadth-first
    # order): one pass, so that many <use>s of one large group cost no more than the group.
    holds_use: set[int] = set()
    for element in reversed(elements):
        if element.tag == "use" or any(id(child) in holds_use for child in element.children
                                       if not isinstance(child, str)):
            holds_use.add(id(element))
    for element in elements:
        if element.tag != "use":
            continue
        for key, value in element.attributes:
            target = ids.get(value.strip()[1:]) if key in ("href", "xlink:href") else None
            if target is not None and id(target) in holds_use:
                raise Refused("has a <use> of an element that holds <use> itself (it can multiply without "
                              "bound): flatten it")


def _walk(element: _Element):
    stack = [element]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(child for child in current.children if not isinstance(child, str))


def _serialise(root: _Element) -> str:
    """The kept tree as XML: SVG namespace by default, xlink declared when used; iterative."""
    uses_xlink = any(key == "xlink:href" for element in _walk(root) for key, _ in element.attributes)
    out: list[str] = []
    stack: list = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        if isinstance(item, tuple):  # the end tag
            out.append(f"</{item[0]}>")
            continue
        head = [item.tag]
        if item is root:
            head.append(f'xmlns="{SVG_NS}"')
            if uses_xlink:
                head.append(f'xmlns:xlink="{XLINK_NS}"')
        head += [f'{key}="{_escape(value, True)}"' for key, value in item.attributes]
        if not item.children and item.tag not in _TEXT_HOLDERS:
            out.append(f"<{' '.join(head)}/>")
            continue
        out.append(f"<{' '.join(head)}>")
        stack.append((item.tag,))
        stack.extend(reversed([c if not isinstance(c, str) else _escape(c, False) for c in item.children]))
    return "".join(out) + "\n"


def _escape(text: str, attribute: bool) -> str:
    """Escaped as the drawings are (text by `html.escape`; attributes in double quotes), so that a
    generated drawing comes out byte for byte."""
    if not attribute:
        return html.escape(text, quote=True)
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    return text.replace("\n", "&#10;").replace("\t", "&#9;").replace("\r", "&#13;")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 40 else text[:40] + "…"
