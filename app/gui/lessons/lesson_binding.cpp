#include "gui/lessons/lesson_binding.h"

#include <QGridLayout>
#include <QLabel>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

#include "gui/gl/channel_view.h"
#include "gui/layout/window_layout.h"
#include "model/jobs/input_loader.h"
#include "model/step_player.h"
#include "model/view_sync.h"
#include "model/workbench_model.h"

namespace convscope::lessons {

void LessonBinding::apply(const ChapterSetup& setup) {
  // One call sets the chapter's whole state: image, size, kernel, parameters, block and step.
  model::WorkbenchModel* model = m_window.model();
  model::WorkbenchChoice s = model->choice();
  model::InputRequest request = s.input;
  request.source = setup.image;
  request.side = setup.side;
  m_inputBefore = m_window.model()->input().get();
  m_waitForNewInput = !(request == s.input) || !m_window.model()->input();
  s.input = request;
  if (auto kernel = parseKernel(setup.kernel.toStdString())) s.kernel = *kernel;
  s.params.padding = setup.padding;
  s.params.stride = setup.stride;
  s.params.dilation = setup.dilation;
  s.params.flip = setup.flip;
  s.block = setup.block;
  s.step = setup.step;
  s.overlay = setup.overlayFlags;
  model->apply(s);
  m_window.model()->player()->pause();
}

bool LessonBinding::inputReady() const {
  if (!m_window.model()->input() || !m_window.isSettled()) return false;
  return !m_waitForNewInput || m_window.model()->input().get() != m_inputBefore;
}

void LessonBinding::applyAfterLoad(const ChapterSetup& setup) {
  // The model has the chapter's step and block already (apply); the views fit the new image,
  // and the GPU side runs on it now that the CPU's output is in (it shares the cores).
  model::StepPlayer* player = m_window.model()->player();
  player->pause();
  m_window.model()->viewSync()->fit();
  if (setup.zoom > 1 && player->hasProblem() && m_window.model()->input()) {
    const Step s = player->current();
    const auto& in = *m_window.model()->input();
    m_window.model()->viewSync()->set(
        setup.zoom, {(s.taps[4].x + 0.5) / in.width, (s.taps[4].y + 0.5) / in.height});
  }
  if (setup.runGpu) m_window.model()->requestGpuRun();
}

bool LessonBinding::settled() const {
  return m_window.isSettled();
}

void LessonBinding::showViews(int views) {
  m_window.showOnlyParts(views);
}

void LessonBinding::showWorkbench() {
  m_window.showAllParts();
}

DemoContext LessonBinding::context() const {
  const model::WorkbenchModel* model = m_window.model();
  DemoContext context;
  context.input = model->input();
  context.kernel = model->kernel();
  context.params = model->params();
  if (model->problem()) context.problem = *model->problem();
  context.cpuCeilings = model->cpuCeilings();
  context.hostPhases = model->hostPhases();
  return context;
}

}  // namespace convscope::lessons
