#include "gui/lesson_deck.h"

#include <QCoreApplication>
#include <QLayout>
#include <QPalette>
#include <QRegularExpression>
#include <QWidget>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "common/output_file.h"
#include "gui/gl/channel_view.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/render/slide_deck.h"
#include "gui/render/window_figure.h"
#include "gui/window_menus.h"
#include "lesson_text/chapters.h"
#include "model/view_sync.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using model::WorkbenchChoice;
using model::WorkbenchModel;

namespace {

class DeckText {
  Q_DECLARE_TR_FUNCTIONS(LessonDeck)
};

constexpr int kChapterTimeoutMs = 120000;
constexpr int kFrameTimeoutMs = 10000;
constexpr int kRestoreTimeoutMs = 10000;
// The pictures get this many pixels per point of the window: sharp where a page fills a 4K
// projector or is printed, where the screen's own pixels would be soft.
constexpr double kPicturePixelRatio = 2;
// Of a stretch of bare window, the picture keeps this much (logical pixels).
constexpr double kBareRoom = 16;
// A slide is 7.5 inches high, as a presentation program's 16:9 and 4:3 slides are; its width
// follows the window's shape.
constexpr double kPageHeight = 540;

Status failure(StatusCode code, const QString& message) {
  return Status::error(code, message.toStdString());
}

// What the window shows beside the lesson's text: the views or the demo, each sibling of the
// text's column in the lesson's row that is on screen, in the window's coordinates.
QRect pictureArea(QWidget& window, const QWidget& panel) {
  QRect area;
  const QWidget* row = panel.parentWidget();
  if (!row) return area;
  for (QWidget* part : row->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
    if (part != &panel && part->isVisible() && !part->isWindow())
      area |= QRect(part->mapTo(&window, QPoint(0, 0)), part->size());
  return area;
}

// Rows of the window's bare background, `keep` of each run at most: the room a demo leaves
// below its last line or between its charts and their source tags goes, and the page gives the
// rest of the picture that room. Bare columns at the sides go the same way. Only whole rows and
// columns of the one colour are taken out, so nothing drawn moves against its neighbours.
QImage withoutEmptyBands(const QImage& picture, QColor background, int keep) {
  const QImage image = picture.convertToFormat(QImage::Format_RGB32);
  const QRgb bare = background.rgb() & RGB_MASK;
  const auto isBare = [bare](QRgb pixel) { return (pixel & RGB_MASK) == bare; };
  std::vector<int> rows;
  for (int y = 0, run = 0; y < image.height(); ++y) {
    const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
    run = std::all_of(line, line + image.width(), isBare) ? run + 1 : 0;
    if (run <= keep) rows.push_back(y);
  }
  const auto columnBare = [&](int x) {
    for (int y : rows)
      if (!isBare(reinterpret_cast<const QRgb*>(image.constScanLine(y))[x])) return false;
    return true;
  };
  int left = 0;
  while (left < image.width() && columnBare(left)) ++left;
  int right = image.width();
  while (right > left && columnBare(right - 1)) --right;
  if (rows.empty() || left >= right) return picture;
  left = std::max(0, left - keep);
  right = std::min(image.width(), right + keep);
  QImage result(right - left, static_cast<int>(rows.size()), QImage::Format_RGB32);
  for (int i = 0; i < static_cast<int>(rows.size()); ++i)
    std::memcpy(result.scanLine(i), image.constScanLine(rows[i]) + left * sizeof(QRgb),
                static_cast<size_t>(right - left) * sizeof(QRgb));
  result.setDevicePixelRatio(picture.devicePixelRatio());
  return result;
}

// The picture of the chapter on screen, or why there is none.
Result<QImage> chapterPicture(MenuWindow& window, const lessons::LessonMode& mode) {
  QWidget& widget = window.widget();
  QList<ChannelView*> views;
  for (ChannelView* v : {window.cpuInputView(), window.cpuOutputView(), window.gpuInputView(),
                         window.gpuOutputView()})
    if (v->isVisible()) views << v;
  drawOneMoreFrame(views, kFrameTimeoutMs);
  for (ChannelView* v : views)
    if (!v->glErrorText().isEmpty()) return failure(StatusCode::DeviceError, v->glErrorText());
  const QRect area = pictureArea(widget, *mode.panel()) & widget.rect();
  if (area.isEmpty()) return QImage();  // nothing beside the text: a page of words
  const double ratio = std::max(kPicturePixelRatio, widget.devicePixelRatioF());
  const QImage whole = windowFigure(widget, views, ratio);
  if (whole.isNull())
    return failure(StatusCode::OutOfMemory,
                   DeckText::tr("the chapter's picture could not be drawn (too large for "
                                "memory?)"));
  const double r = whole.devicePixelRatio();
  QImage picture = whole.copy(QRectF(area.topLeft() * r, area.size() * r).toAlignedRect());
  picture.setDevicePixelRatio(r);
  return withoutEmptyBands(picture, widget.palette().color(QPalette::Window),
                           static_cast<int>(std::lround(kBareRoom * r)));
}

Slide chapterSlide(const lessons::Chapter& chapter, bool reveal, int count) {
  const lessons::Language lang = lessons::currentLanguage();
  Slide slide;
  slide.title = chapter.title.in(lang);
  slide.body = chapter.body.in(lang);
  // The lesson's own heading, in the words (and the translation) the window shows.
  slide.questionHeading =
      QCoreApplication::translate("convscope::lessons::LessonMode", "Check yourself");
  slide.question = chapter.question.in(lang);
  if (reveal) {
    slide.answerHeading = DeckText::tr("Answer");
    slide.answer = chapter.answer.in(lang);
  }
  slide.footer = DeckText::tr("ConvScope · chapter %1 of %2").arg(chapter.number).arg(count);
  return slide;
}

// Shows each chapter of the range and draws its page; the deck's bytes, or why not.
Result<QByteArray> drawDeck(MenuWindow& window, lessons::LessonMode& mode,
                            const DeckRequest& request, int first, int last,
                            const DeckProgress& progress) {
  const int count = static_cast<int>(lessons::chapters().size());
  const int total = last - first + 1;
  const auto goOn = [&progress](int done, int all) { return !progress || progress(done, all); };
  QWidget& widget = window.widget();
  const QSize windowSize = widget.size();
  SlideDeck deck(
      QSizeF(kPageHeight * std::clamp(double(windowSize.width()) / std::max(1, windowSize.height()),
                                      1.0, 2.4),
             kPageHeight),
      DeckText::tr("ConvScope lessons"));
  for (int number = first; number <= last; ++number) {
    if (mode.isActive())
      mode.showChapter(number);
    else
      mode.enter(number);
    const int done = number - first;
    const bool settled =
        waitUntil([&] { return mode.isSettled() || !goOn(done, 0); }, kChapterTimeoutMs);
    if (!goOn(done, 0))
      return failure(StatusCode::Cancelled, DeckText::tr("Saving the lessons was cancelled"));
    if (!settled)
      return failure(StatusCode::DeviceError,
                     DeckText::tr("chapter %1 did not finish setting up in time").arg(number));
    window.finishPendingLayout();
    if (widget.layout() != nullptr) widget.layout()->activate();
    // A chapter that needs more room than the window has grows it: the page would then differ
    // from the size asked for.
    if (request.windowSize.isValid() && widget.size() != request.windowSize) {
      const QSize least = widget.size().expandedTo(request.windowSize);
      return failure(StatusCode::InvalidArgument,
                     DeckText::tr("chapter %1 needs a window of at least %2x%3, larger than "
                                  "%4x%5; use --size %2x%3 or larger")
                         .arg(number)
                         .arg(least.width())
                         .arg(least.height())
                         .arg(request.windowSize.width())
                         .arg(request.windowSize.height()));
    }
    const lessons::Chapter* chapter = lessons::chapter(number);
    auto picture = chapterPicture(window, mode);
    if (!picture) return picture.status();
    Slide slide = chapterSlide(*chapter, request.reveal, count);
    slide.picture = *picture;
    deck.addPage(slide);
    if (!goOn(done + 1, total))
      return failure(StatusCode::Cancelled, DeckText::tr("Saving the lessons was cancelled"));
  }
  return deck.finish();
}

}  // namespace

Result<std::pair<int, int>> parseChapterRange(const QString& text, int count) {
  static const QRegularExpression re(
      QStringLiteral("^\\s*(\\d{1,6})\\s*(?:\\.\\.\\s*(\\d{1,6}))?\\s*$"));
  const auto m = re.match(text);
  const int first = m.hasMatch() ? m.captured(1).toInt() : 0;
  const int last = m.hasMatch() && m.hasCaptured(2) ? m.captured(2).toInt() : first;
  if (first < 1 || last > count || first > last)
    return failure(StatusCode::InvalidArgument,
                   DeckText::tr("--lessons must be a chapter N or chapters A..B within 1..%1, got "
                                "'%2'")
                       .arg(count)
                       .arg(text.left(40)));
  return std::pair{first, last};
}

Result<QString> writeLessonDeck(MenuWindow& window, const DeckRequest& request,
                                const DeckProgress& progress) {
  lessons::LessonMode* mode = window.lessonMode();
  const int count = static_cast<int>(lessons::chapters().size());
  const int first = request.first;
  const int last = request.last == 0 ? count : request.last;
  if (!mode || first < 1 || last > count || first > last)
    return failure(StatusCode::InvalidArgument,
                   DeckText::tr("no chapters %1 to %2: the lessons have chapters 1 to %3")
                       .arg(first)
                       .arg(last)
                       .arg(count));
  // A target that cannot be written is said now, not after a minute of drawing.
  if (const Status target = app::checkOutputFile(request.out); !target) return target;

  // What the window shows now, to show it again afterwards.
  const bool wasActive = mode->isActive();
  const int wasChapter = mode->chapterNumber();
  const int wasPage = window.pageShown();
  WorkbenchModel* model = window.model();
  const WorkbenchChoice wasChoice = model->choice();
  const double wasZoom = model->viewSync()->zoom();
  const QPointF wasCentre = model->viewSync()->centre();
  window.closeSettingsDrawer();
  Result<QByteArray> pdf = QByteArray();
  {
    // The chapters the deck passes through are not the one the person was reading: the window's
    // session remembers none of them.
    mode->setPassingThrough(true);
    pdf = drawDeck(window, *mode, request, first, last, progress);
    mode->setPassingThrough(false);
  }
  if (request.restoreWindow) {
    if (wasActive) {
      mode->showChapter(wasChapter);
    } else {
      mode->leave();
      mode->setResumeChapter(wasChapter);
      model->apply(wasChoice);
      window.showPage(wasPage);
      if (waitUntil([&] { return window.isSettled(); }, kRestoreTimeoutMs))
        model->viewSync()->set(wasZoom, wasCentre);
    }
  }
  if (!pdf) return pdf.status();
  if (const Status written = app::writeOutputFile(request.out, *pdf); !written) return written;
  return DeckText::tr("wrote %1: chapters %2 to %3, a page each")
      .arg(request.out)
      .arg(first)
      .arg(last);
}

}  // namespace convscope::gui
