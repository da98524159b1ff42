#include "gui/panels/memory/memory_page.h"

#include <QLabel>
#include <QVBoxLayout>

#include "gui/panels/memory/memory_view.h"
#include "gui/widgets/theme.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using model::WorkbenchModel;
using model::WorkbenchSnapshot;

MemoryPage::MemoryPage(WorkbenchModel& model, QWidget* parent) : QWidget(parent), m_model(model) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(16, 10, 16, 10);
  layout->setSpacing(8);
  auto* title = new QLabel(tr("How a kernel gets its data"), this);
  title->setFont(uiFont(1.5, true));
  layout->addWidget(title);
  auto* lead = new QLabel(
      tr("One filter on one image is memory-bound: the GPU waits for data more than it computes. "
         "What decides the speed is how many trips to memory a kernel makes and how much of each "
         "trip it uses."),
      this);
  lead->setWordWrap(true);
  lead->setFont(uiFont(1.1));
  layout->addWidget(lead);
  m_view = new MemoryView(this);
  layout->addWidget(m_view, 1);

  m_view->setInput(m_model.input());
  m_view->setBlock(m_model.block());
  connect(m_view, &MemoryView::blockChosen, this, [this](Dim2 block) { m_model.setBlock(block); });
  m_model.addViewer(this);
}

void MemoryPage::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (now.input != before.input) m_view->setInput(now.input);
  if (now.block != before.block) m_view->setBlock(now.block);
}

}  // namespace convscope::gui
