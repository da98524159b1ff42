#include "model/edit_history.h"

#include "model/workbench_model.h"

namespace convscope::model {

class EditHistory::Command : public QUndoCommand {
 public:
  Command(EditHistory* history, Edit before, Edit after)
      : m_history(history), m_before(std::move(before)), m_after(std::move(after)) {
    setText(QString::fromStdString(formatKernel(m_after.kernel)));
  }
  void undo() override { m_history->restore(m_before); }
  void redo() override {
    // QUndoStack::push calls redo() at once; the edit has already happened then.
    if (m_pushed) m_history->restore(m_after);
    m_pushed = true;
  }

 private:
  EditHistory* m_history;
  Edit m_before;
  Edit m_after;
  bool m_pushed = false;
};

EditHistory::EditHistory(WorkbenchModel* model, QObject* parent) : QObject(parent), m_model(model) {
  resetBase();
  model->addViewer(this);
}

void EditHistory::resetBase() {
  m_current = {m_model->kernel(), m_model->params()};
}

void EditHistory::onSnapshot(const WorkbenchSnapshot& snapshot, const WorkbenchSnapshot&) {
  if (snapshot.kernel == m_current.kernel && snapshot.params == m_current.params) return;
  Edit now{snapshot.kernel, snapshot.params};
  if (m_restoring) {
    m_current = std::move(now);
    return;
  }
  Edit before = std::exchange(m_current, now);
  m_stack.push(new Command(this, std::move(before), std::move(now)));
}

void EditHistory::restore(const Edit& edit) {
  m_restoring = true;
  m_model->setKernel(edit.kernel, edit.params);
  m_restoring = false;
  m_current = edit;
}

}  // namespace convscope::model
