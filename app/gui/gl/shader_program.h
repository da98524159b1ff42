// Builds a GL program from two shader files of the resources (":/shaders/...", from shaders/ at
// the top of the tree), with the compiler's log in the error when they do not build.
#pragma once

#include <QByteArray>
#include <QString>

#include "convscope/status.h"

class QOpenGLShaderProgram;

namespace convscope::gui {

// A linked program (the caller owns it), or why there is none (DeviceError): a file missing, or
// a shader that does not compile or link, with the compiler's log. `defines` ("#define NAME\n"
// lines) go after the fragment shader's #version line, for a shader built in variants. Call with
// a GL context current.
Result<QOpenGLShaderProgram*> buildShaderProgram(const QString& vertexPath,
                                                 const QString& fragmentPath,
                                                 const QByteArray& defines = {});

}  // namespace convscope::gui
