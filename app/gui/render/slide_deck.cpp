#include "gui/render/slide_deck.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QHash>
#include <QPageLayout>
#include <QPageSize>
#include <QPalette>
#include <QPdfWriter>
#include <QRawFont>
#include <QTextDocument>
#include <algorithm>
#include <optional>

#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {

// Device units per inch: fine enough that the text's layout does not round visibly.
constexpr int kResolution = 300;
constexpr double kMargin = 28;  // points, around the page
constexpr double kGap = 20;     // points, between the text column and the picture
constexpr double kTitleSize = 26;
// The body starts at a size a back row reads when the page fills a projector (a 7.5-inch high
// page on 1080 lines: 1 pt is 2 pixels) and gives way, in half points, to a long chapter: first
// the column widens, down to kReadableText, then the text gets smaller.
constexpr double kLargestText = 16;
constexpr double kReadableText = 11.5;
constexpr double kSmallestText = 9;
constexpr double kColumnShares[] = {0.40, 0.46, 0.52};
constexpr double kWidestColumn = 0.58;  // for a chapter too long even so
constexpr double kFooterSize = 9;
constexpr double kBoxPadding = 9;  // points, inside the question's box

double points(double value) {
  return value * kResolution / 72.0;
}

QString asHtml(const QString& text) {
  return Qt::mightBeRichText(text) ? text : text.toHtmlEscaped();
}

QFont pageFont(double pointSize, bool bold = false) {
  // Chinese in the window's Noto Sans CJK SC; Latin letters and digits in the desktop's own sans
  // family as fontconfig resolves it (DejaVu Sans where none is set), never in the CJK font's:
  // Qt 6.4 writes Noto Sans CJK's digits with no ToUnicode entry, and a reader would copy
  // "28 × 28 = 784" as " ×  = ".
  static const QStringList families = [] {
    QStringList names;
    const QString desktop = QFontInfo(QFont(uiFont().family())).family();
    if (!desktop.contains(QLatin1String("CJK"))) names << desktop;
    names << QStringLiteral("DejaVu Sans") << QStringLiteral("Noto Sans CJK SC");
    return names;
  }();
  QFont font = uiFont(1.0, bold);
  font.setFamilies(families);
  font.setPointSizeF(pointSize);
  return font;
}

// Rich text laid out `width` device units wide for the PDF's resolution.
std::unique_ptr<QTextDocument> layOut(const QString& html, const QFont& font, double width,
                                      QPaintDevice* device) {
  auto doc = std::make_unique<QTextDocument>();
  doc->documentLayout()->setPaintDevice(device);
  doc->setDocumentMargin(0);
  doc->setDefaultFont(font);
  // CSS pixels are 1/96 inch here, scaled to the device: a paragraph gap of about half a line.
  doc->setDefaultStyleSheet(
      QStringLiteral("p { margin-top: 0px; margin-bottom: %1px; } a { color: %2; }")
          .arg(font.pointSizeF() * 96 / 72 * 0.5, 0, 'f', 1)
          .arg(colours::link().name()));
  doc->setHtml(html);
  doc->setTextWidth(width);
  return doc;
}

void draw(QPainter& painter, QTextDocument& doc, const QPointF& at, const QColor& text) {
  painter.save();
  painter.translate(at);
  QAbstractTextDocumentLayout::PaintContext context;
  context.palette.setColor(QPalette::Text, text);
  doc.documentLayout()->draw(&painter, context);
  painter.restore();
}

QString boxHtml(const Slide& slide) {
  QString html = QStringLiteral("<p style=\"color: %1;\"><b>%2</b></p><p>%3</p>")
                     .arg(colours::warn().name(), slide.questionHeading.toHtmlEscaped(),
                          asHtml(slide.question));
  if (!slide.answer.isEmpty())
    html +=
        QStringLiteral("<p style=\"color: %1;\"><b>%2</b><br>%3</p>")
            .arg(colours::good().name(), slide.answerHeading.toHtmlEscaped(), asHtml(slide.answer));
  return html;
}

// Qt writes each font's ToUnicode map (what a reader copies and searches) from the lowest code
// point that reaches a glyph. In a CJK font the radicals share their glyphs with common
// ideographs (U+2F00 ⼀ with U+4E00 一, U+2EBB ⻓ with U+957F 长), so the Chinese pages would copy
// as radicals and a search for 一个 or 很长 would find nothing. Each value before the unified
// ideographs that the pages' CJK font draws with an ideograph's glyph becomes that ideograph
// (and a Kangxi radical its NFKC form where the font says nothing): four hex digits for four, so
// no offset in the file moves. A map that is compressed (another Qt) or not of this form is left
// alone.
constexpr char16_t kFirstRadical = 0x2E80;
constexpr char16_t kFirstIdeograph = 0x4E00;
constexpr char16_t kLastIdeograph = 0x9FFF;

std::optional<char16_t> ideographFor(char16_t value) {
  static const QHash<char16_t, char16_t> sameGlyph = [] {
    QHash<char16_t, char16_t> map;
    const QRawFont font = QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC")),
                                             QFontDatabase::SimplifiedChinese);
    if (!font.isValid()) return map;
    QString ideographs;
    for (char16_t c = kFirstIdeograph; c <= kLastIdeograph; ++c) ideographs += QChar(c);
    const QList<quint32> ideographGlyphs = font.glyphIndexesForString(ideographs);
    QHash<quint32, char16_t> byGlyph;
    for (int i = 0; i < ideographGlyphs.size(); ++i)
      if (ideographGlyphs[i] != 0 && !byGlyph.contains(ideographGlyphs[i]))
        byGlyph.insert(ideographGlyphs[i], char16_t(kFirstIdeograph + i));
    QString before;
    for (char16_t c = kFirstRadical; c < kFirstIdeograph; ++c) before += QChar(c);
    const QList<quint32> beforeGlyphs = font.glyphIndexesForString(before);
    for (int i = 0; i < beforeGlyphs.size(); ++i)
      if (const auto found = byGlyph.constFind(beforeGlyphs[i]);
          beforeGlyphs[i] != 0 && found != byGlyph.constEnd())
        map.insert(char16_t(kFirstRadical + i), *found);
    return map;
  }();
  if (value < kFirstRadical || value >= kFirstIdeograph) return std::nullopt;
  if (const auto found = sameGlyph.constFind(value); found != sameGlyph.constEnd()) return *found;
  const QString folded = QString(QChar(value)).normalized(QString::NormalizationForm_KC);
  if (folded.size() == 1 && folded.at(0).unicode() >= kFirstIdeograph &&
      folded.at(0).unicode() <= kLastIdeograph)
    return folded.at(0).unicode();
  return std::nullopt;
}

void mapRadicalsToIdeographs(QByteArray& pdf) {
  enum class Section { Other, Char, Range };
  for (qsizetype at = pdf.indexOf("begincmap"); at >= 0; at = pdf.indexOf("begincmap", at)) {
    const qsizetype end = pdf.indexOf("endcmap", at);
    if (end < 0) return;
    Section section = Section::Other;
    int field = 0;         // in an entry: bfchar <source> <unicode>; bfrange <low> <high> <unicode>
    bool inArray = false;  // bfrange <low> <high> [<unicode> ...]
    uint low = 0;
    uint high = 0;
    for (qsizetype i = at; i < end; ++i) {
      const char c = pdf.at(i);
      if (c == '[' || c == ']') {
        inArray = c == '[';
        if (!inArray) field = 0;
      } else if (c == '<' && section != Section::Other) {
        const qsizetype close = pdf.indexOf('>', i);
        if (close < 0 || close > end) return;
        bool ok = false;
        const uint value = pdf.mid(i + 1, close - i - 1).toUInt(&ok, 16);
        const bool unicode = inArray || (section == Section::Char && field == 1) ||
                             (section == Section::Range && field == 2 && low == high);
        if (section == Section::Range && field == 0 && !inArray) low = value;
        if (section == Section::Range && field == 1 && !inArray) high = value;
        if (ok && unicode && close - i - 1 == 4)
          if (const auto ideograph = ideographFor(char16_t(value)))
            pdf.replace(i + 1, 4,
                        QByteArray::number(*ideograph, 16).toUpper().rightJustified(4, '0'));
        if (!inArray) field = (field + 1) % (section == Section::Char ? 2 : 3);
        i = close;
      } else if (c >= 'a' && c <= 'z') {
        qsizetype stop = i;
        while (stop < end && pdf.at(stop) >= 'a' && pdf.at(stop) <= 'z') ++stop;
        const QByteArray word = pdf.mid(i, stop - i);
        if (word == "beginbfchar" || word == "beginbfrange" || word.startsWith("end")) {
          section = word == "beginbfchar"    ? Section::Char
                    : word == "beginbfrange" ? Section::Range
                                             : Section::Other;
          field = 0;
          inArray = false;
        }
        i = stop - 1;
      }
    }
    at = end;
  }
}

}  // namespace

SlideDeck::SlideDeck(const QSizeF& pageSize, const QString& documentTitle) : m_pageSize(pageSize) {
  m_buffer.open(QIODevice::WriteOnly);
  m_writer = std::make_unique<QPdfWriter>(&m_buffer);
  m_writer->setResolution(kResolution);
  m_writer->setTitle(documentTitle);
  m_writer->setCreator(QStringLiteral("ConvScope"));
  // The page is the slide, edge to edge: the margins are drawn, not the printer's.
  m_writer->setPageLayout(
      QPageLayout(QPageSize(pageSize, QPageSize::Point, QString(), QPageSize::ExactMatch),
                  QPageLayout::Portrait, QMarginsF()));
}

SlideDeck::~SlideDeck() {
  if (m_painter.isActive()) m_painter.end();
}

void SlideDeck::addPage(const Slide& slide) {
  if (m_finished) return;
  if (m_pages == 0)
    m_painter.begin(m_writer.get());
  else
    m_writer->newPage();
  ++m_pages;
  QPainter& p = m_painter;
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  p.setRenderHint(QPainter::Antialiasing);
  const double width = points(m_pageSize.width());
  const double height = points(m_pageSize.height());
  const double margin = points(kMargin);
  const QColor text = colours::text();
  // A light deck prints on white; a dark one keeps the window's dark around its pictures.
  if (isDarkPalette()) p.fillRect(QRectF(0, 0, width, height), qApp->palette().window());

  // The title across the page, a rule under it.
  const double contentWidth = width - 2 * margin;
  auto title =
      layOut(slide.title.toHtmlEscaped(), pageFont(kTitleSize, true), contentWidth, m_writer.get());
  draw(p, *title, QPointF(margin, margin), text);
  double top = margin + title->size().height() + points(6);
  p.setPen(QPen(colours::link(), points(2)));
  p.drawLine(QPointF(margin, top), QPointF(width - margin, top));
  top += points(14);

  // The footer along the bottom, small and quiet.
  auto footer =
      layOut(QStringLiteral("<p align=\"right\">%1</p>").arg(slide.footer.toHtmlEscaped()),
             pageFont(kFooterSize), contentWidth, m_writer.get());
  const double footerTop = height - margin + points(8) - footer->size().height();
  draw(p, *footer, QPointF(margin, footerTop), colours::muted());
  const double bottom = footerTop - points(10);

  // The text column: the body, then the question in its box, the largest size that fits; a long
  // chapter widens the column before its text gets small.
  const double available = bottom - top;
  const double padding = points(kBoxPadding);
  std::unique_ptr<QTextDocument> body;
  std::unique_ptr<QTextDocument> box;
  double columnWidth = 0;
  double size = kLargestText;
  const auto fits = [&](double share, double textSize) {
    columnWidth = contentWidth * share;
    size = textSize;
    body = layOut(slide.body, pageFont(size), columnWidth, m_writer.get());
    box = layOut(boxHtml(slide), pageFont(size), columnWidth - 2 * padding, m_writer.get());
    return body->size().height() + points(size * 0.6) + box->size().height() + 2 * padding <=
           available;
  };
  const auto place = [&] {
    for (const double share : kColumnShares)
      for (double s = kLargestText; s >= kReadableText; s -= 0.5)
        if (fits(share, s)) return;
    for (double s = kReadableText - 0.5; s > kSmallestText; s -= 0.5)
      if (fits(kWidestColumn, s)) return;
    fits(kWidestColumn, kSmallestText);  // what does not fit even so is cut at the column's foot
  };
  place();
  m_smallestText = m_pages == 1 ? size : std::min(m_smallestText, size);
  p.save();
  p.setClipRect(QRectF(margin, top, columnWidth, available));
  draw(p, *body, QPointF(margin, top), text);
  const double boxTop = top + body->size().height() + points(size * 0.6);
  const QRectF boxRect(margin, boxTop, columnWidth, box->size().height() + 2 * padding);
  // The lesson's own "check yourself" card: amber edge, pale fill (dark fill on a dark page).
  p.setPen(QPen(QColor(0xF5, 0x9E, 0x0B), points(1.5)));
  p.setBrush(isDarkPalette() ? QColor(0x2E, 0x26, 0x10) : QColor(0xFF, 0xFB, 0xEB));
  p.drawRoundedRect(boxRect, points(6), points(6));
  draw(p, *box, boxRect.topLeft() + QPointF(padding, padding), text);
  p.restore();

  // The picture: as large as the rest of the page allows, its shape kept, at the top.
  if (!slide.picture.isNull()) {
    const QRectF area(margin + columnWidth + points(kGap), top,
                      contentWidth - columnWidth - points(kGap), available);
    QSizeF shown = QSizeF(slide.picture.size()) / slide.picture.devicePixelRatio();
    shown.scale(area.size(), Qt::KeepAspectRatio);
    const QRectF target(area.left() + (area.width() - shown.width()) / 2, area.top(), shown.width(),
                        shown.height());
    p.drawImage(target, slide.picture);
    p.setPen(QPen(colours::muted(), points(0.75)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(target);
  }
}

QByteArray SlideDeck::finish() {
  if (!m_finished) {
    m_finished = true;
    if (m_painter.isActive()) m_painter.end();
    m_buffer.close();
    mapRadicalsToIdeographs(m_buffer.buffer());
  }
  return m_buffer.data();
}

}  // namespace convscope::gui
