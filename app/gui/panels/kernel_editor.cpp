#include "gui/panels/kernel_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "lesson_text/glossary.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {

QString fromView(std::string_view s) {
  return QString::fromUtf8(s.data(), s.size());
}

// A typed "−" (U+2212, as the app prints it) reads like "-".
QString plainNumber(QString text) {
  return text.replace(QChar(0x2212), QLatin1Char('-')).trimmed();
}

}  // namespace

KernelEditor::KernelEditor(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(8);

  m_preset = new QComboBox(this);
  m_preset->setObjectName(QStringLiteral("kernelPreset"));
  m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_preset->setMinimumContentsLength(10);
  for (const KernelPreset& p : kernelPresets()) {
    m_preset->addItem(presetDisplayName(fromView(p.name)), fromView(p.name));
    m_preset->setItemData(
        m_preset->count() - 1,
        QCoreApplication::translate("KernelPreset", fromView(p.description).toUtf8().constData()),
        Qt::ToolTipRole);
  }
  m_preset->addItem(tr("custom"), QString());
  auto* presetRow = new QFormLayout;
  presetRow->addRow(tr("Preset:"), m_preset);
  layout->addLayout(presetRow);
  m_presetInfo = new QLabel(this);
  m_presetInfo->setWordWrap(true);
  m_presetInfo->setStyleSheet(QStringLiteral("color: %1;").arg(colours::muted().name()));
  layout->addWidget(m_presetInfo);

  auto* grid = new QGridLayout;
  grid->setSpacing(4);
  for (int i = 0; i < kTaps; ++i) {
    auto* cell = new QLineEdit(this);
    cell->setAlignment(Qt::AlignCenter);
    cell->setFont(monoFont(1.1, true));
    cell->setMinimumWidth(54);
    cell->setMaximumWidth(96);
    cell->setToolTip(tr("Weight in row %1, column %2").arg(i / kKernelSize + 1).arg(i % 3 + 1));
    cell->setAccessibleName(cell->toolTip());
    m_cells[i] = cell;
    grid->addWidget(cell, i / kKernelSize, i % kKernelSize);
  }
  auto* divisorLabel = new QLabel(tr("÷"), this);
  divisorLabel->setFont(uiFont(1.4, true));
  m_divisor = new QLineEdit(this);
  m_divisor->setAlignment(Qt::AlignCenter);
  m_divisor->setFont(monoFont(1.1, true));
  m_divisor->setMaximumWidth(80);
  m_divisor->setToolTip(tr("Divisor: every weight is divided by it (9 averages a 3×3 box)"));
  m_divisor->setAccessibleName(tr("Divisor"));
  grid->addWidget(divisorLabel, 1, 3, Qt::AlignCenter);
  grid->addWidget(m_divisor, 1, 4);
  grid->setColumnStretch(5, 1);
  layout->addLayout(grid);

  m_error = new QLabel(this);
  m_error->setObjectName(QStringLiteral("error"));
  m_error->setWordWrap(true);
  m_error->hide();
  layout->addWidget(m_error);

  auto* form = new QFormLayout;
  form->setLabelAlignment(Qt::AlignRight);
  m_padding = new QComboBox(this);
  m_padding->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_padding->setMinimumContentsLength(10);
  const std::pair<QString, Padding> paddings[] = {
      {tr("zero (reads 0 outside)"), Padding::Zero},
      {tr("replicate (nearest edge pixel)"), Padding::Replicate},
      {tr("reflect (mirror at the edge)"), Padding::Reflect},
      {tr("none (valid: output shrinks)"), Padding::None}};
  for (const auto& [text, padding] : paddings) {
    const Choice choice = splitChoice(text);  // the name in the box, the whole in its tooltip
    m_padding->addItem(choice.name, static_cast<int>(padding));
    m_padding->setItemData(m_padding->count() - 1, choice.explanation, Qt::ToolTipRole);
  }
  m_stride = new QSpinBox(this);
  m_stride->setRange(1, kMaxStride);
  m_stride->setToolTip(tr("How far the window moves between output pixels"));
  m_dilation = new QSpinBox(this);
  m_dilation->setRange(1, kMaxDilation);
  m_dilation->setToolTip(tr("Spacing between the input pixels the window reads"));
  m_flip = new QCheckBox(tr("Flip kernel (true convolution)"), this);
  m_flip->setToolTip(
      tr("Off: cross-correlation, what CNN frameworks compute. On: the kernel is turned 180°."));
  form->addRow(tr("Padding:"), m_padding);
  form->addRow(tr("Stride:"), m_stride);
  form->addRow(tr("Dilation:"), m_dilation);
  form->addRow(m_flip);
  layout->addLayout(form);
  // What each word means, from the glossary in the UI's language; the label and its field say
  // the same, so pointing at either explains it.
  using lessons::glossaryTips;
  m_preset->setToolTip(glossaryTips({}, {"filter", "weight", "kernel"}));
  m_padding->setToolTip(glossaryTips({}, {"padding"}));
  m_stride->setToolTip(glossaryTips(m_stride->toolTip(), {"stride"}));
  m_dilation->setToolTip(glossaryTips(m_dilation->toolTip(), {"dilation"}));
  m_flip->setToolTip(glossaryTips(m_flip->toolTip(), {"correlation", "convolution"}));
  for (QWidget* field : {static_cast<QWidget*>(m_preset), static_cast<QWidget*>(m_padding),
                         static_cast<QWidget*>(m_stride), static_cast<QWidget*>(m_dilation)}) {
    QFormLayout* rows = field == m_preset ? presetRow : form;
    if (QWidget* label = rows->labelForField(field)) label->setToolTip(field->toolTip());
  }

  m_formula = new QLabel(this);
  m_formula->setFont(monoFont(0.9));
  m_formula->setWordWrap(true);
  m_formula->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(m_formula);

  m_debounce = new QTimer(this);
  m_debounce->setSingleShot(true);
  m_debounce->setInterval(250);
  connect(m_debounce, &QTimer::timeout, this, &KernelEditor::readCells);
  for (auto* cell : m_cells) {
    connect(cell, &QLineEdit::textEdited, m_debounce, qOverload<>(&QTimer::start));
    connect(cell, &QLineEdit::editingFinished, this, &KernelEditor::readCells);
  }
  connect(m_divisor, &QLineEdit::textEdited, m_debounce, qOverload<>(&QTimer::start));
  connect(m_divisor, &QLineEdit::editingFinished, this, &KernelEditor::readCells);
  connect(m_preset, &QComboBox::activated, this, [this](int index) {
    const QString name = m_preset->itemData(index).toString();
    if (name.isEmpty()) return;
    auto kernel = presetKernel(name.toStdString());
    if (!kernel) return;
    m_kernel = *kernel;
    showKernel();
    emit changed();
  });
  connect(m_padding, &QComboBox::activated, this, &KernelEditor::readParams);
  connect(m_stride, &QSpinBox::valueChanged, this, &KernelEditor::readParams);
  connect(m_dilation, &QSpinBox::valueChanged, this, &KernelEditor::readParams);
  connect(m_flip, &QCheckBox::toggled, this, &KernelEditor::readParams);

  m_kernel = *presetKernel("sobel-x");
  showKernel();
  setParams(m_params);
}

void KernelEditor::setKernel(const Kernel& kernel) {
  setConvolution(kernel, m_params);
}

void KernelEditor::setParams(const ConvParams& params) {
  setConvolution(m_kernel, params);
}

void KernelEditor::setConvolution(const Kernel& kernel, const ConvParams& params) {
  const bool same = kernel == m_kernel && params == m_params;
  m_kernel = kernel;
  m_params = params;
  showKernel();
  m_updating = true;
  m_padding->setCurrentIndex(m_padding->findData(static_cast<int>(params.padding)));
  m_stride->setValue(params.stride);
  m_dilation->setValue(params.dilation);
  m_flip->setChecked(params.flip);
  m_updating = false;
  if (!same) emit changed();
}

void KernelEditor::bind(WorkbenchModel& model) {
  setConvolution(model.kernel(), model.params());
  connect(this, &KernelEditor::changed, this,
          [this, &model] { model.setKernel(m_kernel, m_params); });
  model.addViewer(this);
}

void KernelEditor::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (now.kernel != before.kernel || now.params != before.params)
    setConvolution(now.kernel, now.params);
  if (now.input != before.input || now.problemDiffers(before)) {
    m_in = now.input ? Dim2{now.input->width, now.input->height} : Dim2{0, 0};
    m_out = now.outputSize();
    m_shownParams = now.params;
    updateFormula();
  }
}

Status KernelEditor::status() const {
  return m_error->isVisible()
             ? Status::error(StatusCode::InvalidArgument, m_error->text().toStdString())
             : Status::ok();
}

void KernelEditor::showKernel() {
  m_updating = true;
  for (int i = 0; i < kTaps; ++i) {
    m_cells[i]->setText(formatNumber(m_kernel.weights[i], 4));
    m_cells[i]->setStyleSheet(QString());
  }
  m_divisor->setText(formatNumber(m_kernel.divisor, 4));
  m_divisor->setStyleSheet(QString());
  const int index = m_preset->findData(QString::fromStdString(m_kernel.name));
  m_preset->setCurrentIndex(index >= 0 ? index : m_preset->count() - 1);
  m_presetInfo->setText(m_preset->currentData(Qt::ToolTipRole).toString());
  m_error->hide();
  m_updating = false;
}

void KernelEditor::readCells() {
  if (m_updating) return;
  m_debounce->stop();
  QString text;
  QString firstBad;
  const QString badStyle =
      QStringLiteral("background: #FEE2E2; color: #111827; border: 2px solid #B00020;");
  for (int i = 0; i < kTaps; ++i) {
    const QString v = plainNumber(m_cells[i]->text());
    auto single = parseKernel(QStringLiteral("%1,0,0;0,0,0;0,0,0").arg(v).toStdString());
    const bool ok = !v.isEmpty() && single.isOk();
    m_cells[i]->setStyleSheet(ok ? QString() : badStyle);
    if (!ok && firstBad.isEmpty())
      firstBad = tr("Row %1, column %2: '%3' is not a number. The last good kernel stays in use.")
                     .arg(i / kKernelSize + 1)
                     .arg(i % kKernelSize + 1)
                     .arg(m_cells[i]->text());
    text += v + (i % 3 == 2 ? (i < 8 ? QStringLiteral(";") : QString()) : QStringLiteral(","));
  }
  const QString divisor = plainNumber(m_divisor->text());
  if (!divisor.isEmpty() && divisor != QLatin1String("1")) text += QStringLiteral("/") + divisor;
  if (firstBad.isEmpty()) {
    auto kernel = parseKernel(text.toStdString());
    if (!kernel) {
      m_divisor->setStyleSheet(badStyle);
      firstBad = tr("%1. The last good kernel stays in use.")
                     .arg(QString::fromStdString(kernel.status().message));
    } else {
      m_divisor->setStyleSheet(QString());
      Kernel k = *kernel;
      // Typing a preset's numbers back in still counts as that preset.
      for (const KernelPreset& p : kernelPresets()) {
        auto preset = presetKernel(p.name);
        if (preset && preset->weights == k.weights && preset->divisor == k.divisor)
          k.name = preset->name;
      }
      const bool same = k == m_kernel;
      m_kernel = k;
      m_error->hide();
      const int index = m_preset->findData(QString::fromStdString(m_kernel.name));
      m_preset->setCurrentIndex(index >= 0 ? index : m_preset->count() - 1);
      m_presetInfo->setText(m_preset->currentData(Qt::ToolTipRole).toString());
      if (!same) emit changed();
      return;
    }
  }
  m_error->setText(firstBad);
  m_error->show();
}

void KernelEditor::readParams() {
  if (m_updating) return;
  ConvParams p;
  p.padding = static_cast<Padding>(m_padding->currentData().toInt());
  p.stride = m_stride->value();
  p.dilation = m_dilation->value();
  p.flip = m_flip->isChecked();
  if (validateParams(p).isOk()) {
    m_params = p;
    emit changed();
  }
}

QString KernelEditor::sizeFormula(int in, const ConvParams& params, int out) {
  return QStringLiteral("⌊(%1 + 2·%2 − %3·(3−1) − 1) / %4⌋ + 1 %5")
      .arg(in)
      .arg(paddingAmount(params))
      .arg(params.dilation)
      .arg(params.stride)
      .arg(out >= 1 ? QStringLiteral("= %1").arg(out) : QStringLiteral("< 1"));
}

void KernelEditor::updateFormula() {
  if (m_in.x <= 0) {
    m_formula->clear();
    return;
  }
  // The output size is the model's problem's (none: the window does not fit).
  QString text = tr("Output size = ⌊(in + 2·pad − dilation·(3−1) − 1) / stride⌋ + 1");
  if (m_in.x == m_in.y && m_out.x == m_out.y) {
    text += QStringLiteral("\n") + tr("= %1").arg(sizeFormula(m_in.x, m_shownParams, m_out.x));
  } else {
    text +=
        QStringLiteral("\n") + tr("width:  %1").arg(sizeFormula(m_in.x, m_shownParams, m_out.x));
    text +=
        QStringLiteral("\n") + tr("height: %1").arg(sizeFormula(m_in.y, m_shownParams, m_out.y));
  }
  if (m_out.x < 1 || m_out.y < 1)
    text += QStringLiteral("\n") + tr("The window does not fit in the image: nothing to compute.");
  m_formula->setText(text);
}

}  // namespace convscope::gui
