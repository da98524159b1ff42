// Where the input comes from: a sample, a file (dialog or drag and drop onto the window), which
// channel (luma, R, G, B) and the size the image is resampled to (28 to 4096 on the long side).
#pragma once

#include <QWidget>

#include "model/jobs/input_loader.h"
#include "model/workbench_snapshot.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::InputRequest;
using model::LoadedInput;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class InputPanel : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit InputPanel(QWidget* parent = nullptr);
  // The controls ask the model for their request; the model's request and load show here.
  void bind(WorkbenchModel& model);
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

  InputRequest request() const;
  // Selects a sample or a file without a dialog (render, tests, drag and drop).
  void setSource(const QString& source);
  void setSide(int side);  // 0: the image's own size
  void setPick(ChannelPick pick);
  // Shows what the model asks for, without asking again (no requestChanged).
  void showRequest(const InputRequest& request);
  // The status line under the controls, and under it the loader's notes (the frame of an
  // animation that is used, ...), hidden when there are none.
  void setLoaded(const LoadedInput& input);
  QString notesText() const;  // the notes as shown; empty when hidden
  // File → Open image… and the "Open image…" button: the file dialog.
  void openFileDialog();

 signals:
  void requestChanged();

 private:
  // The controls show a value; none asks for a new input.
  void showSource(const QString& source);
  void showSide(int side);
  void showPick(ChannelPick pick);
  void showNotes(const LoadedInput& input);

  QComboBox* m_sample;
  QPushButton* m_open;
  QComboBox* m_channel;
  QComboBox* m_size;
  QLabel* m_status;
  QLabel* m_notes;
  QString m_file;           // set when the source is a file rather than a sample
  int m_listedSamples = 0;  // the combo's samples; one more item names a file or a sized spec
  InputRequest m_lastGood;  // the last request that loaded
};

}  // namespace convscope::gui
