#include "gui/lessons/lesson_binding.h"

#include <QGridLayout>
#include <QLabel>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

#include "gui/gl/channel_view.h"
#include "gui/main_window.h"
#include "gui/panels/block_size_control.h"
#include "gui/panels/cpu_timing_panel.h"
#include "gui/panels/formula_view.h"
#include "gui/panels/gpu_panel.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/kernel_editor.h"
#include "gui/panels/mapping_panel.h"
#include "gui/panels/step_controls.h"
#include "gui/state/input_loader.h"
#include "gui/state/step_player.h"
#include "gui/state/view_sync.h"
#include "gui/state/window_state.h"
#include "gui/widgets/side_drawer.h"

namespace convscope::lessons {

void LessonBinding::apply(const ChapterSetup& setup) {
  // One call sets the chapter's whole state: image, size, kernel, parameters, block and step.
  gui::WindowState* state = m_window.state();
  gui::StateSnapshot s = state->snapshot();
  gui::InputRequest request = s.input;
  request.source = setup.image;
  request.side = setup.side;
  m_inputBefore = m_window.input().get();
  m_waitForNewInput = !(request == s.input) || !m_window.input();
  s.input = request;
  if (auto kernel = parseKernel(setup.kernel.toStdString())) s.kernel = *kernel;
  s.params.padding = setup.padding;
  s.params.stride = setup.stride;
  s.params.dilation = setup.dilation;
  s.params.flip = setup.flip;
  s.block = setup.block;
  s.step = setup.step;
  s.overlay = setup.overlayFlags;
  if (setup.runGpu) s.gpuLive = true;
  state->apply(s);
  m_window.player()->pause();
}

bool LessonBinding::inputReady() const {
  if (!m_window.input() || !m_window.isSettled()) return false;
  return !m_waitForNewInput || m_window.input().get() != m_inputBefore;
}

void LessonBinding::applyAfterLoad(const ChapterSetup& setup) {
  // The state has the chapter's step and block already (apply); the views fit the new image.
  gui::StepPlayer* player = m_window.player();
  player->pause();
  m_window.viewSync()->fit();
  if (setup.zoom > 1 && player->hasProblem() && m_window.input()) {
    const Step s = player->current();
    const auto& in = *m_window.input();
    m_window.viewSync()->set(setup.zoom,
                             {(s.taps[4].x + 0.5) / in.width, (s.taps[4].y + 0.5) / in.height});
  }
}

bool LessonBinding::settled() const {
  return m_window.isSettled();
}

void LessonBinding::showViews(int views) {
  const auto parts = m_window.lessonParts();
  // The lesson fills the workbench page: no tab bar to another page, no settings column.
  m_window.showSpeedTab(false);
  parts.pages->tabBar()->hide();
  parts.settings->setSuppressed(true);
  m_window.statusBar()->hide();
  parts.sides->hide();  // shown again, if at all, once its parts are chosen
  const bool cpu = views & (kCpuInput | kCpuOutput | kFormula | kStepControls | kCpuTimings);
  const bool gpu = views & (kGpuInput | kGpuOutput | kGpuTimings | kGpuMapping);
  parts.cpuTitle->setVisible(cpu);
  parts.gpuTitle->setVisible(gpu);
  parts.separator->setVisible(cpu && gpu);
  m_window.cpuInputView()->parentWidget()->setVisible(views & kCpuInput);
  m_window.cpuOutputView()->parentWidget()->setVisible(views & kCpuOutput);
  m_window.gpuInputView()->parentWidget()->setVisible(views & kGpuInput);
  m_window.gpuOutputView()->parentWidget()->setVisible(views & kGpuOutput);
  m_window.formulaView()->setVisible(views & kFormula);
  m_window.stepControls()->setVisible(views & kStepControls);
  m_window.cpuTiming()->setVisible(views & kCpuTimings);
  parts.cpuColumn->setVisible(views & (kFormula | kStepControls | kCpuTimings));
  parts.gpuTabs->setVisible(views & (kGpuTimings | kGpuMapping));
  m_window.keepMappingPanelWhole(views & kGpuMapping);
  if (views & kGpuMapping)
    m_window.showMappingTab();
  else if (views & kGpuTimings)
    parts.gpuTabs->setCurrentIndex(0);
  // The workbench's grid: columns 0 and 1 the CPU's views, 3 and 4 the GPU's. An empty column
  // with a stretch still takes its share, so the hidden side gives its stretch away.
  if (auto* grid = qobject_cast<QGridLayout*>(parts.sides->layout())) {
    grid->setColumnStretch(0, (views & kCpuInput) ? 1 : 0);
    grid->setColumnStretch(1, (views & kCpuOutput) ? 1 : 0);
    grid->setColumnStretch(3, (views & kGpuInput) ? 1 : 0);
    grid->setColumnStretch(4, (views & kGpuOutput) ? 1 : 0);
  }
  parts.sides->setVisible(views != 0);
}

void LessonBinding::showWorkbench() {
  const auto parts = m_window.lessonParts();
  parts.pages->tabBar()->show();
  parts.settings->setSuppressed(false);
  for (QWidget* w : {parts.sides, parts.cpuColumn, static_cast<QWidget*>(parts.gpuTabs),
                     static_cast<QWidget*>(parts.cpuTitle), static_cast<QWidget*>(parts.gpuTitle),
                     parts.separator})
    w->show();
  for (gui::ChannelView* v : {m_window.cpuInputView(), m_window.cpuOutputView(),
                              m_window.gpuInputView(), m_window.gpuOutputView()})
    v->parentWidget()->show();
  m_window.formulaView()->show();
  m_window.stepControls()->show();
  m_window.cpuTiming()->show();
  m_window.statusBar()->show();
  m_window.keepMappingPanelWhole(false);
  if (auto* grid = qobject_cast<QGridLayout*>(parts.sides->layout()))
    for (int c : {0, 1, 3, 4}) grid->setColumnStretch(c, 1);
}

DemoContext LessonBinding::context() const {
  const gui::WindowState* state = m_window.state();
  return {state->input(), state->kernel(), state->params(), state->cpuCeilings()};
}

}  // namespace convscope::lessons
