// What the chapters' demo widgets share: the window's current problem handed to them, a base
// class, and small helpers for text in both languages, labels at projector size, honest source
// tags and a channel drawn as a picture.
#pragma once

#include <QImage>
#include <QLabel>
#include <QWidget>
#include <memory>
#include <optional>

#include "common/host_phases.h"
#include "convscope/channel.h"
#include "convscope/kernel.h"
#include "convscope/params.h"
#include "convscope/problem.h"
#include "convscope/roofline.h"
#include "lesson_text/lesson_text.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

// What the window holds when a chapter is shown: the demos compute with it, so what they show
// is the window's problem, not a picture of their own.
struct DemoContext {
  std::shared_ptr<const Channel> input;
  Kernel kernel;
  ConvParams params;
  // The window's problem of that input, kernel and parameters, made once by the model (none:
  // the parameters make no valid problem). Its input pointer is `input`, which keeps it alive.
  std::optional<ConvProblem> problem;
  // This CPU's roofline ceilings, measured here (the window measures them once, for the
  // chapters whose demo asks: LessonDemo::needsCpuCeilings).
  std::optional<Ceilings> cpuCeilings;
  // Decoding and converting the input, timed here once for it (LessonDemo::needsHostPhases).
  std::optional<app::HostPhaseTimes> hostPhases;
};

// Two channels of the same size with the same bits in every pixel: what "the same result" means
// when the chapters compare orders of summation.
bool sameBits(const Channel& a, const Channel& b);

// The number of output pixels of the window's problem (the input's, where the parameters make
// no valid problem): what the data path and the timeline size their copies by.
long long outputPixels(const DemoContext& context);

class LessonDemo : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;
  // Called whenever the window's input, kernel or parameters change while the demo is shown.
  virtual void setContext(const DemoContext& context) { m_context = context; }
  // The demo shows this CPU's measured ceilings: the window measures them before it settles.
  virtual bool needsCpuCeilings() const { return false; }
  // The demo shows the input's decode and convert times: the window measures them first.
  virtual bool needsHostPhases() const { return false; }
  // True while the demo still computes what it shows off the GUI thread (render waits).
  virtual bool isBusy() const { return false; }
  const DemoContext& context() const { return m_context; }

 protected:
  DemoContext m_context;
};

// Where a number comes from: every figure on screen says whether it was measured here, recorded,
// modelled, emulated or published.
// PublishedRun: a measurement someone else took and published (where and when in its detail).
// Recorded: ConvScope's own measurement of another machine, shipped with it (which, in its detail).
enum class Source { MeasuredHere, Recorded, Published, PublishedRun, Model, Computed };
QString sourceName(Source source);  // "measured here", "published specification", ...
QColor sourceColour(Source source);

// A wrapped label at `scale` of the base font.
QLabel* textLabel(const QString& text, double scale, bool bold, QWidget* parent);
// A small coloured tag naming a source ("model: GeForce RTX 4090, published figures").
QLabel* sourceTag(Source source, const QString& detail, QWidget* parent);
// Adds the busy-machine note (app/text/busy_text.h) under a tag's text when the CPU figures it
// names were measured while other programs held the CPUs; nothing otherwise.
void appendBusyNote(QLabel* tag, double othersBusy);

// The card whose model gives the chapters' GPU steps: a current consumer card, what a student
// may own (the RTX 4090 of lessons/reference_gpus.h).
const ReferenceGpu& demoModelGpu();
// The model tag of the demos that show GPU steps: `lead` ("GPU steps"), then the card, its
// published PCIe and memory figures and the model's assumptions, in the window's language.
QLabel* modelGpuTag(const QString& lead, QWidget* parent);

// The channel as a picture: gray 0..255, or blue-white-red around zero for signed outputs.
QImage channelImage(const Channel& channel, bool diverging);

// "1.2 ms", "35 µs", "2.1 s".
QString formatSeconds(double seconds);
// "4.0 MiB", "512 KiB", "24 GiB".
QString formatBytes(double bytes);
// 102760448 → "102,760,448" (thin spaces in Chinese would read oddly on a projector: commas).
QString formatCount(long long n);

}  // namespace convscope::lessons
