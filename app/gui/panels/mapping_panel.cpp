#include "gui/panels/mapping_panel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSlider>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "gui/gl/thread_overlay.h"
#include "gui/panels/block_size_control.h"
#include "gui/panels/inspector_text.h"
#include "gui/widgets/column_scroll_area.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "gui/widgets/wrapping_row.h"
#include "lesson_text/glossary.h"
#include "model/replay_controller.h"
#include "model/workbench_model.h"
#include "text/number_text.h"

namespace convscope::gui {

using model::kDefaultOverlay;
using enum model::OverlayFlag;
using model::ReplayController;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {
constexpr int kSliderSteps = 1000;

}  // namespace

QTabWidget* makeGpuTabs(QWidget* timings, const QString& timingsTitle, MappingPanel* panel,
                        const QString& panelTitle, QWidget* parent) {
  auto* tabs = new QTabWidget(parent);
  tabs->setAccessibleName(
      QCoreApplication::translate("MappingPanel", "GPU timings and thread mapping"));
  // The timings ask for their height; the mapping panel for none of its own (the row takes what
  // the timings and the CPU side need). Both scroll when the window is shorter.
  tabs->addTab(new ColumnScrollArea(timings, ColumnScrollArea::Asks::ContentHeight, tabs),
               timingsTitle);
  tabs->addTab(new ColumnScrollArea(panel, ColumnScrollArea::Asks::Nothing, tabs), panelTitle);
  tabs->setTabToolTip(1, lessons::glossaryTips({}, {"thread", "block", "warp", "grid"}));
  return tabs;
}

MappingPanel::MappingPanel(ReplayController* replay, QWidget* parent)
    : QWidget(parent), m_replay(replay) {
  // Never wider than the CPU side: the two sides share the window equally.
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(4);

  // One word each: the row fits on one line beside the CPU side in a 1280-wide window, and goes
  // on to a second where fonts are large.
  m_borders = new QCheckBox(tr("Blocks"), this);
  m_colours = new QCheckBox(tr("Colours"), this);
  m_warps = new QCheckBox(tr("Warps"), this);
  m_lanes = new QCheckBox(tr("Lanes"), this);
  m_idle = new QCheckBox(tr("Idle"), this);
  m_who = new QCheckBox(tr("Who ran it"), this);
  // What the toggle shows, then what its words mean (the glossary's text, in the UI's language).
  using lessons::glossaryTips;
  m_borders->setToolTip(
      glossaryTips(tr("A line around each block of threads (on the CPU side: each tile)."),
                   {"block", "thread"}));
  m_colours->setToolTip(
      glossaryTips(tr("One colour per block; touching blocks never share a colour."), {"block"}));
  m_idle->setToolTip(glossaryTips(
      tr("Idle threads: launched past the image edge, they compute nothing."), {"idle"}));
  m_warps->setToolTip(
      glossaryTips(tr("Every other warp (32 consecutive threads of a block) darker."), {"warp"}));
  m_lanes->setToolTip(glossaryTips(
      tr("Zoom in: each pixel shows its lane, then its threadIdx and block."), {"lane", "warp"}));
  m_who->setToolTip(glossaryTips(
      tr("Colour each block by the SM that ran it (emulated: the CPU worker), and each CPU tile "
         "by the CPU thread that computed it."),
      {"sm", "emulated"}));
  auto* toggles = new WrappingRow(this);
  for (QCheckBox* box : {m_borders, m_colours, m_warps, m_lanes, m_idle, m_who}) {
    toggles->addWidget(box);
    connect(box, &QCheckBox::clicked, this, [this] { emit flagsChosen(flags()); });
  }
  layout->addWidget(toggles);

  // Every row is one line at the window's usual width, so the inspector below has the height;
  // on a narrow window they wrap, and the panel scrolls.
  auto* blockRow = new QHBoxLayout;
  m_block = new BlockSizeControl(this);
  m_times = new QLabel(this);
  blockRow->addWidget(m_block);
  blockRow->addWidget(m_times, 1);
  layout->addLayout(blockRow);
  m_geometry = new QLabel(this);
  m_caption = new QLabel(this);
  m_caption->setFont(uiFont(1.0, true));
  m_caption->setToolTip(glossaryTips(QString(), {"thread", "sm", "emulated"}));
  m_times->setToolTip(glossaryTips(QString(), {"kernel", "emulated"}));
  m_legend = new QLabel(this);
  m_legend->setTextFormat(Qt::RichText);
  for (QLabel* l : {m_times, m_geometry, m_caption, m_legend}) {
    l->setWordWrap(true);
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    if (l != m_times) layout->addWidget(l);
  }

  auto* replayRow = new QHBoxLayout;
  m_play = new QPushButton(tr("▶ Replay"), this);
  m_play->setToolTip(tr("Slow motion: blocks appear in the order they started, over %1 s.")
                         .arg(ReplayController::kReplaySeconds));
  m_step = new QPushButton(tr("Next block"), this);
  m_slider = new QSlider(Qt::Horizontal, this);
  m_slider->setRange(0, kSliderSteps);
  m_replayText = new QLabel(this);
  m_replayText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_replayText->setWordWrap(true);  // "65,536/65,536 started · 0 running (emulated)" is long
  replayRow->addWidget(m_play);
  replayRow->addWidget(m_step);
  m_slider->setMaximumWidth(160);
  replayRow->addWidget(m_slider, 1);
  replayRow->addWidget(m_replayText, 3);
  layout->addLayout(replayRow);
  connect(m_play, &QPushButton::clicked, m_replay, &ReplayController::togglePlay);
  connect(m_step, &QPushButton::clicked, m_replay, &ReplayController::stepBlock);
  // A person's drag, click or key (actionTriggered, with the position already moved); the
  // replay's own progress sets the value, which triggers no action, so nothing echoes back.
  connect(m_slider, &QSlider::actionTriggered, this, [this] {
    m_replay->pause();
    m_replay->setFraction(static_cast<double>(m_slider->sliderPosition()) / kSliderSteps);
  });
  connect(m_replay, &ReplayController::timeChanged, this, &MappingPanel::refreshReplay);
  connect(m_replay, &ReplayController::playingChanged, this, &MappingPanel::refreshReplay);
  connect(m_replay, &ReplayController::scheduleChanged, this, &MappingPanel::refreshReplay);

  m_inspector = new QLabel(this);
  m_inspector->setTextFormat(Qt::RichText);
  m_inspector->setWordWrap(true);
  m_inspector->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_inspector->setStyleSheet(QStringLiteral(
      "background: palette(base); border: 1px solid palette(mid); padding: 2px 4px;"));
  m_inspector->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  m_inspector->setToolTip(inspectorTermsTip());
  // Room for the longest inspection (heading and seven facts), so hovering never resizes views.
  m_inspector->setMinimumHeight(lineSpacingForAnyScript(monoFont(0.92)) * 8 + 8);
  layout->addWidget(m_inspector, 1);
  setInspector({}, false);
  showFlags(kDefaultOverlay);
  refreshReplay();
}

void MappingPanel::setCompactInspector(bool compact) {
  m_compact = compact;
  m_inspector->setMinimumHeight(lineSpacingForAnyScript(monoFont(0.92)) * (compact ? 1 : 8) + 8);
}

int MappingPanel::wholeHeight(int width) const {
  const int inspectorAsked = std::clamp(m_inspector->heightForWidth(width),
                                        m_inspector->minimumHeight(), m_inspector->maximumHeight());
  // The inspector counts as tall as its prompt ("point at an output pixel"), measured while the
  // prompt shows and kept while a pixel's facts show: hovering neither grows the window nor
  // squeezes the rows.
  if (m_inspectorLines.isEmpty()) m_promptHeight = inspectorAsked;
  const int inspector = std::max(m_inspector->minimumHeight(), m_promptHeight);
  return layout()->heightForWidth(width) - inspectorAsked + inspector;
}

QSize MappingPanel::minimumSizeHint() const {
  // The layout's minimum counts each row at its own minimum: the toggles one per line (the
  // narrowest the row can be) and each wrapped line of text on one line. Kept whole on a lesson
  // page, that asked some 150 px more than the rows take at the panel's real width, and a 720 px
  // screen lost the lesson's buttons. There every row counts as tall as it wraps at the panel's
  // width, the inspector as tall as its prompt: pointing at a pixel (eight lines of text) never
  // grows the window.
  QSize size = QWidget::minimumSizeHint();
  if (!m_compact || width() <= 0 || !testAttribute(Qt::WA_WState_Created)) return size;
  size.setHeight(wholeHeight(width()));
  return size;
}

int MappingPanel::heightForWidth(int width) const {
  // Kept whole, the panel fits the height it asked for: the inspector takes what is left (its
  // text beyond that is cut, not scrolled to), so the replay buttons never scroll away.
  return m_compact ? wholeHeight(width) : QWidget::heightForWidth(width);
}

void MappingPanel::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  // The minimum depends on the width: a new width means a new answer.
  if (event->size().width() != event->oldSize().width()) updateGeometry();
}

QList<QWidget*> MappingPanel::classroomControls() const {
  return {m_play, m_step, m_inspector};
}

int MappingPanel::flags() const {
  int f = 0;
  if (m_borders->isChecked()) f |= kOverlayBorders;
  if (m_colours->isChecked()) f |= kOverlayColours;
  if (m_warps->isChecked()) f |= kOverlayWarps;
  if (m_lanes->isChecked()) f |= kOverlayLanes;
  if (m_idle->isChecked()) f |= kOverlayIdle;
  if (m_who->isChecked()) f |= kOverlayUnits;
  return f;
}

void MappingPanel::bind(WorkbenchModel& model) {
  showFlags(model.overlay());
  m_block->setBlock(model.block());
  connect(this, &MappingPanel::flagsChosen, &model, &WorkbenchModel::setOverlay);
  connect(m_block, &BlockSizeControl::blockChanged, &model, &WorkbenchModel::setBlock);
  model.addViewer(this);
}

void MappingPanel::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (now.overlay != before.overlay) showFlags(now.overlay);
  if (now.block != before.block) m_block->setBlock(now.block);
}

void MappingPanel::chooseFlags(int flags) {
  showFlags(flags);
  emit flagsChosen(flags);
}

void MappingPanel::showFlags(int flags) {
  m_borders->setChecked(flags & kOverlayBorders);
  m_colours->setChecked(flags & kOverlayColours);
  m_warps->setChecked(flags & kOverlayWarps);
  m_lanes->setChecked(flags & kOverlayLanes);
  m_idle->setChecked(flags & kOverlayIdle);
  m_who->setChecked(flags & kOverlayUnits);
}

void MappingPanel::setLaunch(const LaunchGeometry* launch) {
  if (!launch) {
    m_geometry->clear();
    return;
  }
  const LaunchGeometry& g = *launch;
  // The thread count is in the caption below; this line says how the launch covers the image.
  m_geometry->setText(
      tr("Grid %1 × %2 = %3 blocks · <b>%4 idle</b> threads · warp efficiency <b>%5 %</b>")
          .arg(g.grid.x)
          .arg(g.grid.y)
          .arg(formatCount(g.blockCount()), formatCount(g.idleThreads()))
          .arg(formatNumber(100.0 * g.warpEfficiency(), 1)));
  m_geometry->setToolTip(
      lessons::glossaryTips(tr("%1 warps of 32 lanes; warp efficiency = pixels / lanes scheduled")
                                .arg(formatCount(g.totalWarps())),
                            {"grid", "block", "idle", "efficiency"}));
}

void MappingPanel::setBlockTimes(const QMap<QString, double>& msByBlock, const QString& modelGpu) {
  if (msByBlock.isEmpty()) {
    m_times->clear();
    return;
  }
  QStringList parts;
  for (auto it = msByBlock.begin(); it != msByBlock.end(); ++it)
    parts << QStringLiteral("%1: <b>%2</b>")
                 .arg(it.key().toHtmlEscaped(), formatDuration(it.value()));
  // An emulation's CPU wall clock per block shape said nothing true about a GPU (1×32 looked
  // 280× faster than 32×1): without a device the shapes are compared on the model.
  m_times->setText(
      modelGpu.isEmpty()
          ? tr("kernel %1").arg(parts.join(QStringLiteral(" · ")))
          : tr("model, %1: %2").arg(modelGpu.toHtmlEscaped(), parts.join(QStringLiteral(" · "))));
  m_times->setToolTip(
      modelGpu.isEmpty()
          ? QString()
          : tr("No GPU ran here. Each block shape's time is the model's: the launch, then the "
               "bytes its warps move (32-byte sectors, computed from the addresses, as if no "
               "cache served a sector twice) at the card's datasheet bandwidth: an upper bound "
               "that compares shapes the way a GPU's memory does. The Memory tab shows why."));
}

QString MappingPanel::blockTimesText() const {
  return m_times->text();
}

void MappingPanel::setCaption(const QString& caption) {
  m_caption->setText(caption);
}

QString MappingPanel::captionText() const {
  return m_caption->text();
}

QString MappingPanel::geometryText() const {
  return m_geometry->text();
}

void MappingPanel::setLegend(const QStringList& names) {
  QStringList items;
  for (int i = 0; i < names.size(); ++i) {
    const QColor c = unitPalette()[i % unitPalette().size()];
    items << QStringLiteral("<span style='color:%1; font-size:large'>■</span>&nbsp;%2")
                 .arg(c.name(), names[i].toHtmlEscaped());
  }
  m_legend->setText(items.join(QStringLiteral("&nbsp;&nbsp; ")));
  m_legend->setVisible(!names.isEmpty());
}

void MappingPanel::setInspector(const QStringList& lines, bool pinned) {
  m_inspectorLines = lines;
  if (lines.isEmpty()) {
    m_inspector->setText(
        tr("<i>Inspector: point at an output pixel (click to pin it, click again to let go).</i>"));
    return;
  }
  QString html =
      QStringLiteral("<b>%1</b>%2")
          .arg(lines.first().toHtmlEscaped(), pinned ? tr(" · pinned (Esc lets go)") : QString());
  QStringList rest;
  for (int i = 1; i < lines.size(); ++i) rest << lines[i].toHtmlEscaped();
  html += QStringLiteral("<br><span style='font-family:monospace; font-size:%1pt'>%2</span>")
              .arg(monoFont(0.92).pointSizeF())
              .arg(rest.join(QStringLiteral("<br>")));
  m_inspector->setText(html);
}

QString MappingPanel::inspectorText() const {
  return m_inspectorLines.join(QLatin1Char('\n'));
}

void MappingPanel::revealReplay() {
  for (QWidget* w = parentWidget(); w; w = w->parentWidget()) {
    if (auto* area = qobject_cast<QScrollArea*>(w)) {
      area->ensureWidgetVisible(m_replayText);
      return;
    }
  }
}

void MappingPanel::refreshReplay() {
  const bool have = m_replay->hasSchedule();
  m_play->setEnabled(have);
  m_step->setEnabled(have);
  m_slider->setEnabled(have);
  m_play->setText(m_replay->playing() ? tr("❚❚ Pause") : tr("▶ Replay"));
  if (!have) {
    m_replayText->setText(tr("Replay: run on the GPU first."));
    return;
  }
  const double duration = m_replay->durationUs();
  m_slider->setValue(
      duration > 0 ? static_cast<int>(std::lround(m_replay->timeUs() / duration * kSliderSteps))
                   : kSliderSteps);
  const QString text =
      tr("%1/%2 started · %3 running")
          .arg(formatCount(static_cast<long long>(m_replay->startedCount())),
               formatCount(static_cast<long long>(m_replay->schedule().runs.size())))
          .arg(m_replay->runningCount());
  m_replayText->setText(m_replay->modelled() ? tr("%1 (model: no GPU ran it)").arg(text) : text);
  m_replayText->setToolTip(
      tr("%1 of %2 recorded")
          .arg(app::withUnit(formatNumber(m_replay->timeUs(), 1), QStringLiteral("µs")),
               app::withUnit(formatNumber(duration, 1), QStringLiteral("µs"))));
}

}  // namespace convscope::gui
