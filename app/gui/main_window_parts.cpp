// Which of the window's parts show: the whole workbench, or a lesson's choice of them.
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

#include "gui/main_window.h"
#include "gui/panels/channel_pane.h"
#include "gui/panels/cpu_timing_panel.h"
#include "gui/panels/formula_view.h"
#include "gui/panels/step_controls.h"
#include "gui/widgets/side_drawer.h"
#include "gui/widgets/views_first_grid.h"
#include "lesson_text/chapters.h"

namespace convscope::gui {

using namespace lessons;  // the View bits a chapter names its parts by

void MainWindow::showOnlyParts(int views) {
  // The lesson fills the workbench page: no tab bar to another page, no settings column.
  showSpeedTab(false);
  m_pages->tabBar()->hide();
  m_settings->setSuppressed(true);
  statusBar()->hide();
  m_sides->hide();  // shown again, if at all, once its parts are chosen
  const bool cpu = views & (kCpuInput | kCpuOutput | kFormula | kStepControls | kCpuTimings);
  const bool gpu = views & (kGpuInput | kGpuOutput | kGpuTimings | kGpuMapping);
  m_cpuTitle->setVisible(cpu);
  m_gpuTitle->setVisible(gpu);
  m_separator->setVisible(cpu && gpu);
  m_cpuIn->setVisible(views & kCpuInput);
  m_cpuOut->setVisible(views & kCpuOutput);
  m_gpuIn->setVisible(views & kGpuInput);
  m_gpuOut->setVisible(views & kGpuOutput);
  m_formula->setVisible(views & kFormula);
  m_stepControls->setVisible(views & kStepControls);
  m_cpuTiming->setVisible(views & kCpuTimings);
  m_cpuColumn->setVisible(views & (kFormula | kStepControls | kCpuTimings));
  m_gpuTabs->setVisible(views & (kGpuTimings | kGpuMapping));
  keepMappingPanelWhole(views & kGpuMapping);
  if (views & (kGpuMapping | kGpuTimings)) showMappingTab(views & kGpuMapping);
  // An empty column with a stretch still takes its share, so a hidden view gives its stretch
  // away.
  m_grid->setColumnStretch(kCpuInputColumn, (views & kCpuInput) ? 1 : 0);
  m_grid->setColumnStretch(kCpuOutputColumn, (views & kCpuOutput) ? 1 : 0);
  m_grid->setColumnStretch(kGpuInputColumn, (views & kGpuInput) ? 1 : 0);
  m_grid->setColumnStretch(kGpuOutputColumn, (views & kGpuOutput) ? 1 : 0);
  m_sides->setVisible(views != 0);
}

void MainWindow::showAllParts() {
  m_pages->tabBar()->show();
  m_settings->setSuppressed(false);
  for (QWidget* part : std::initializer_list<QWidget*>{
           m_sides, m_cpuColumn, m_gpuTabs, m_cpuTitle, m_gpuTitle, m_separator, m_cpuIn, m_cpuOut,
           m_gpuIn, m_gpuOut, m_formula, m_stepControls, m_cpuTiming})
    part->show();
  statusBar()->show();
  keepMappingPanelWhole(false);
  for (int c : {kCpuInputColumn, kCpuOutputColumn, kGpuInputColumn, kGpuOutputColumn})
    m_grid->setColumnStretch(c, 1);
}

void MainWindow::showMappingTab(bool mapping) {
  m_gpuTabs->setCurrentIndex(mapping ? 1 : 0);
}

bool MainWindow::mappingTabShown() const {
  return m_gpuTabs->currentIndex() == 1;
}

}  // namespace convscope::gui
