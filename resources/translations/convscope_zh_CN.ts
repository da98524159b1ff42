<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../app/gui/about_dialog.cpp" line="+12"/>
        <source>&lt;h3&gt;ConvScope %1&lt;/h3&gt;&lt;p&gt;See why deep learning runs on GPUs: the same convolution step by step on the CPU and all at once on the GPU.&lt;/p&gt;&lt;p&gt;Licence: MIT. Qt %2.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sample photos&lt;/b&gt; (from Debian&apos;s python3-skimage 0.19.3):&lt;/p&gt;&lt;ul&gt;&lt;li&gt;camera: CC0, Lav Varshney&lt;/li&gt;&lt;li&gt;astronaut: NASA, public domain&lt;/li&gt;&lt;li&gt;chelsea (the cat): CC0, Stefan van der Walt&lt;/li&gt;&lt;li&gt;coffee: CC0, Rachel Michetti&lt;/li&gt;&lt;li&gt;coins: Brooklyn Museum, no known copyright restrictions&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The digit, checkerboard and gradient samples are drawn by the app.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ConvScope %1&lt;/h3&gt;&lt;p&gt;看懂深度学习为什么在 GPU 上运行：同一个卷积，在 CPU 上一步一步地算，在 GPU 上一次算完。&lt;/p&gt;&lt;p&gt;许可证：MIT。Qt %2。&lt;/p&gt;&lt;p&gt;&lt;b&gt;示例照片&lt;/b&gt;（来自 Debian 的 python3-skimage 0.19.3）：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;camera（摄影师）：CC0，Lav Varshney&lt;/li&gt;&lt;li&gt;astronaut（宇航员）：NASA，公有领域&lt;/li&gt;&lt;li&gt;chelsea（猫）：CC0，Stefan van der Walt&lt;/li&gt;&lt;li&gt;coffee（咖啡）：CC0，Rachel Michetti&lt;/li&gt;&lt;li&gt;coins（硬币）：布鲁克林博物馆，无已知版权限制&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;手写数字、棋盘格和渐变示例由本程序绘制。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>About ConvScope</source>
        <translation>关于 ConvScope</translation>
    </message>
</context>
<context>
    <name>AddressSpaceText</name>
    <message>
        <location filename="../../app/gui/gl/address_space_guard.cpp" line="+24"/>
        <source>the address-space limit of %1 (ulimit -v %2)</source>
        <translation>地址空间上限 %1（ulimit -v %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The address-space limit of %1 (ulimit -v %2) leaves too little for the window and OpenGL&apos;s driver (Mesa maps large regions): raise it, or lift it with &apos;ulimit -v unlimited&apos;</source>
        <translation>地址空间上限 %1（ulimit -v %2）留给窗口和 OpenGL 驱动的空间太小（Mesa 会映射大块内存）：请调高上限，或用 &apos;ulimit -v unlimited&apos; 取消上限</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ended by %1 under %2: OpenGL&apos;s driver (Mesa) and the window need more address space than that, and the driver fails without saying so; raise the limit, or lift it with &apos;ulimit -v unlimited&apos;</source>
        <translation>在%2下因 %1 而终止：OpenGL 驱动（Mesa）和窗口需要更多地址空间，而驱动失败时不会给出任何提示；请调高上限，或用 &apos;ulimit -v unlimited&apos; 取消上限</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a thread could not start under %1: its stack does not fit, and the drawing would wait for it forever; raise the limit, or lift it with &apos;ulimit -v unlimited&apos;</source>
        <translation>在%1下无法启动线程：放不下它的栈，绘制会一直等待它；请调高上限，或用 &apos;ulimit -v unlimited&apos; 取消上限</translation>
    </message>
</context>
<context>
    <name>AnimationText</name>
    <message>
        <location filename="../../app/gui/render/render_animation.cpp" line="+120"/>
        <source>the GPU run for the block replay did not finish in time</source>
        <translation>为线程块回放所做的 GPU 运行没有按时完成</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the block replay needs a GPU run that recorded who ran which block: run on the GPU first</source>
        <translation>线程块回放需要一次记录了“谁运行了哪个线程块”的 GPU 运行：请先在 GPU 上运行</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--steps must look like 1..40 (first and last step), got &apos;%1&apos;</source>
        <translation>--steps 的格式应像 1..40（第一步和最后一步），收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--steps %1: the first step is 1 or more and not after the last</source>
        <translation>--steps %1：第一步至少为 1，且不能在最后一步之后</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--steps %1 asks for %2 frames; at most %3</source>
        <translation>--steps %1 要求 %2 帧；最多 %3 帧</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--replay must be F (one moment), A..B or all (an animation), with fractions of the launch from 0 to 1; got &apos;%1&apos;</source>
        <translation>--replay 必须是 F（一个时刻）、A..B 或 all（动画），数值为这次启动的 0 到 1 之间的比例；收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--replay %1: the fractions lie from 0 to 1 and the first is before the last</source>
        <translation>--replay %1：比例应在 0 到 1 之间，且起点在终点之前</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--frames must be blocks or a number from 2 to %1, got &apos;%2&apos;</source>
        <translation>--frames 必须是 blocks 或 2 到 %1 之间的数，收到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 frames of %2 × %3 pixels are too many for one GIF (%4 MB in memory, at most %5 MB); write PNG frames to a folder (--out DIR/), or use fewer frames or a smaller size</source>
        <translation>%1 帧 %2 × %3 像素的画面对一个 GIF 来说太多（内存中需要 %4 MB，最多 %5 MB）；请把 PNG 帧写入文件夹（--out DIR/），或减少帧数、缩小尺寸</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--steps ends at %1, past the last step (%2)</source>
        <translation>--steps 结束于第 %1 步，超过了最后一步（%2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this launch has %1 block starts: more than %2 frames; use --frames N (evenly spaced in time) or a shorter --replay A..B</source>
        <translation>这次启动有 %1 个线程块开始时刻：超过 %2 帧；请用 --frames N（按时间均匀分布）或更短的 --replay A..B</translation>
    </message>
    <message>
        <location line="-149"/>
        <source>the animation was cancelled</source>
        <translation>动画已取消</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>the views did not draw frame %1 in time</source>
        <translation>视图没有按时绘制第 %1 帧</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>cannot make the folder &apos;%1&apos;</source>
        <translation>无法创建文件夹 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no memory for frame %1</source>
        <translation>没有足够的内存画第 %1 帧</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>wrote %1 frames to %2 (frame-0001.png …)</source>
        <translation>已把 %1 帧写入 %2（frame-0001.png …）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>removed what an older run left there (%1 frames): %2</source>
        <translation>已删除较早一次运行留下的文件（%1 帧）：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>wrote %1 (%2 frames of %3 × %4 pixels at %5 frames/s, %6 KB)</source>
        <translation>已写入 %1（%2 帧，%3 × %4 像素，每秒 %5 帧，%6 KB）</translation>
    </message>
</context>
<context>
    <name>BusyText</name>
    <message>
        <location filename="../../app/text/busy_text.cpp" line="+18"/>
        <source>Measured while other programs used %1 of the CPUs: this CPU&apos;s figures may read low. Close them and open the window again to measure them quietly.</source>
        <translation>测量时其他程序占用了 %1 的 CPU：本机的这些数字可能偏低。关掉它们，再打开窗口，就能在空闲时重新测量。</translation>
    </message>
</context>
<context>
    <name>ChannelView</name>
    <message>
        <location filename="../../app/gui/gl/rect_batch.cpp" line="+55"/>
        <source>Could not create a vertex array object.</source>
        <translation>无法创建顶点数组对象（VAO）。</translation>
    </message>
</context>
<context>
    <name>ChartText</name>
    <message>
        <location filename="../../app/speed/sweep_chart.cpp" line="+29"/>
        <source>Time per image against image side (log–log)</source>
        <translation>每张图像的时间与图像边长（双对数坐标）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image side (pixels, N × N)</source>
        <translation>图像边长（像素，N × N）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms per image (median)</source>
        <translation>毫秒/张（中位数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crossover: GPU faster from here on</source>
        <translation>交叉点：从这里起 GPU 更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One run at %1, in parts</source>
        <translation>%1 的一次运行，按阶段拆开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>CPU parallel</source>
        <translation>CPU 并行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU kernel only</source>
        <translation>仅 GPU 核函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU pageable</source>
        <translation>GPU 可分页内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU pinned</source>
        <translation>GPU 锁页内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU interop</source>
        <translation>GPU 互操作</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel</source>
        <translation>核函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>download</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>map</source>
        <translation>映射</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unmap</source>
        <translation>解除映射</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copies</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>map + unmap</source>
        <translation>映射 + 解除映射</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU compute</source>
        <translation>CPU 计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>注</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recorded</source>
        <translation>记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>CPU reference loop</source>
        <translation>CPU 参考循环</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU layer engine</source>
        <translation>CPU 层引擎</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <location filename="../../app/common/cli_support.cpp" line="+21"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Try &apos;convscope %1 --help&apos; for details.</source>
        <translation>详见“convscope %1 --help”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format must be %1, got &apos;%2&apos;</source>
        <translation>--format 必须是 %1，收到的是“%2”</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>--%1 is given more than once: give it once</source>
        <translation>--%1 给出了不止一次：只需给出一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--%1 is given %2 times (%3): give it once</source>
        <translation>--%1 给出了 %2 次（%3）：只需给出一次</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>--%1 is not used by %2: it makes its own images</source>
        <translation>%2 不使用 --%1：它自己生成图像</translation>
    </message>
</context>
<context>
    <name>ConvOptionText</name>
    <message>
        <location filename="../../app/common/conv_options.cpp" line="+32"/>
        <source>  --image FILE|SAMPLE   a PNG or JPEG file, or a built-in sample:
                        %1
                        (digit:N draws digit N; checkerboard:N and gradient:N
                        set the side in pixels)
  --kernel K            a preset name, or nine numbers in rows such as
                        &quot;1,0,-1; 2,0,-2; 1,0,-1&quot;, optionally followed by a
                        divisor: &quot;1,1,1;1,1,1;1,1,1/9&quot;. Presets:
%2
  --padding MODE        zero (default), replicate, reflect (the edge pixel is
                        not repeated), none (valid: the output shrinks)
  --stride N            1..%3 (default 1)
  --dilation N          1..%4 (default 1)
  --flip                true convolution (kernel turned 180°); the default is
                        cross-correlation, what CNN frameworks compute
  --channel C           luma (default; Rec. 601 weights), r, g or b
</source>
        <translation>  --image FILE|SAMPLE   PNG 或 JPEG 文件，或内置示例：
                        %1
                        （digit:N 画出数字 N；checkerboard:N 和 gradient:N
                        设定边长，单位为像素）
  --kernel K            预设名称，或按行写出的九个数，例如
                        &quot;1,0,-1; 2,0,-2; 1,0,-1&quot;，后面可再跟一个
                        除数：&quot;1,1,1;1,1,1;1,1,1/9&quot;。预设：
%2
  --padding MODE        zero（默认，补零）、replicate（复制边缘）、
                        reflect（镜像，边缘像素不重复）、none（valid：
                        输出变小）
  --stride N            步幅，1..%3（默认 1）
  --dilation N          膨胀（空洞），1..%4（默认 1）
  --flip                真正的卷积（卷积核旋转 180°）；默认是互相关，
                        即 CNN 框架实际计算的运算
  --channel C           luma（默认；Rec. 601 权重）、r、g 或 b
</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 must be a whole number %2..%3, got &apos;%4&apos;</source>
        <translation>%1 必须是 %2..%3 之间的整数，收到的是 &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be %2..%3, got %4</source>
        <translation>%1 必须在 %2..%3 之间，收到的是 %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--image needs a file name or sample id</source>
        <translation>--image 需要一个文件名或示例 ID</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--image is required (a file or a sample such as &apos;camera&apos;)</source>
        <translation>必须提供 --image（一个文件，或 &apos;camera&apos; 这样的示例）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--kernel: %1</source>
        <translation>--kernel：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--kernel is required (a preset such as &apos;sobel-x&apos;, or nine numbers)</source>
        <translation>必须提供 --kernel（&apos;sobel-x&apos; 这样的预设，或九个数）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--padding must be zero, replicate, reflect or none, got &apos;%1&apos;</source>
        <translation>--padding 必须是 zero、replicate、reflect 或 none，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--channel must be luma, r, g or b, got &apos;%1&apos;</source>
        <translation>--channel 必须是 luma、r、g 或 b，收到的是 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>CrossoverText</name>
    <message>
        <location filename="../../app/speed/sweep_export.cpp" line="+27"/>
        <source>Counting the kernel alone (no copies)</source>
        <translation>只算核函数（不含复制）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With copies through pageable memory</source>
        <translation>经可分页内存（pageable memory）复制时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With copies through pinned memory</source>
        <translation>经锁页内存（pinned memory）复制时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With interop (map + kernel + unmap, no copies)</source>
        <translation>使用互操作（映射 + 核函数 + 解除映射，无复制）时</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, the GPU (%2) wins from %3 on; at %4 the %5 is still faster</source>
        <translation>%1，GPU（%2）从 %3 起更快；在 %4 时%5仍然更快</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, the GPU (%2) wins at every size swept, from %3 on</source>
        <translation>%1，GPU（%2）在扫描的每个尺寸上都更快（从 %3 起）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the GPU (%2) does not beat the %4 up to %3</source>
        <translation>%1，GPU（%2）直到 %3 都没有快过%4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1, the GPU (%2) has no size in common with the CPU rows</source>
        <translation>%1，GPU（%2）与 CPU 各行没有共同的尺寸</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, the GPU (%2) wins from %3 on; at %4 the CPU (%5) is still faster</source>
        <translation>%1，GPU（%2）从 %3 起更快；在 %4 时 CPU（%5）仍然更快</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, the GPU (%2) beats the CPU (%3) at every size swept, from %4 on</source>
        <translation>%1，GPU（%2）在扫描的每个尺寸上都胜过 CPU（%3）（从 %4 起）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, the GPU (%2) does not beat the CPU (%3) up to %4</source>
        <translation>%1，GPU（%2）在 %4 以内胜不过 CPU（%3）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1, the GPU (%2) against the CPU: the machine was too busy to tell (CPU rows not trusted; rerun when it is idle)</source>
        <translation>%1，GPU（%2）与 CPU 相比：机器太忙，无法判断（CPU 各行不可信；请在空闲时重新运行）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>reference loop (one CPU thread)</source>
        <translation>参考循环（单个 CPU 线程）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parallel CPU engine</source>
        <translation>并行 CPU 引擎</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model: %1</source>
        <translation>模型：%1</translation>
    </message>
</context>
<context>
    <name>CudaReasonText</name>
    <message>
        <location filename="../../app/common/cuda_reason.cpp" line="+16"/>
        <source>there is no NVIDIA driver, or it is older than the CUDA runtime ConvScope was built with</source>
        <translation>没有 NVIDIA 驱动程序，或驱动比 ConvScope 构建时所用的 CUDA 运行时旧</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+40"/>
        <source>there is no CUDA-capable GPU in this computer</source>
        <translation>这台计算机里没有支持 CUDA 的 GPU</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>the GPU is busy: another program holds it in exclusive mode</source>
        <translation>GPU 正忙：另一个程序以独占模式占用了它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a stand-in of the NVIDIA driver library is installed, not the driver</source>
        <translation>只装了 NVIDIA 驱动库的替身（stub），没有装驱动本身</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the NVIDIA driver and its kernel module have different versions (a restart after a driver update usually mends this)</source>
        <translation>NVIDIA 驱动与其内核模块的版本不一致（更新驱动后重启一般就能解决）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the installed CUDA compatibility package does not support this GPU</source>
        <translation>已安装的 CUDA 兼容包不支持这块 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>the GPU&apos;s memory is full</source>
        <translation>GPU 的显存已满</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>this ConvScope has no GPU code for this GPU&apos;s architecture</source>
        <translation>这个 ConvScope 没有为这块 GPU 的架构编译的 GPU 代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the CUDA driver could not be started</source>
        <translation>CUDA 驱动无法启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused CUDA&apos;s request (usual with a non-NVIDIA OpenGL driver or a remote desktop)</source>
        <translation>系统拒绝了 CUDA 的请求（OpenGL 驱动不是 NVIDIA 的或使用远程桌面时常见）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this ConvScope was built without CUDA (nvcc was not found when it was configured)</source>
        <translation>这个 ConvScope 构建时没有包含 CUDA（配置时没有找到 nvcc）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA cannot write into this OpenGL texture: the OpenGL driver is not NVIDIA&apos;s (Mesa, a remote desktop), so the output is copied through host memory</source>
        <translation>CUDA 无法直接写入这个 OpenGL 纹理：OpenGL 驱动不是 NVIDIA 的（Mesa、远程桌面），所以输出经主机内存复制</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this path was chosen on purpose, to show what interop saves</source>
        <translation>这条路径是特意选的，用来展示互操作省下了什么</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the GPU that draws the window cannot be used by CUDA</source>
        <translation>绘制窗口的 GPU 无法被 CUDA 使用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no NVIDIA OpenGL device to draw on without a window</source>
        <translation>没有可在无窗口情况下绘制的 NVIDIA OpenGL 设备</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 failed (%2)</source>
        <translation>%1 失败（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 returned %2 (%3)</source>
        <translation>%1 返回 %2（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>there is no usable CUDA GPU</source>
        <translation>没有可用的 CUDA GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this build or this computer cannot do it</source>
        <translation>这个版本或这台计算机做不到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a CUDA call failed</source>
        <translation>一次 CUDA 调用失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA is unusable</source>
        <translation>CUDA 无法使用</translation>
    </message>
</context>
<context>
    <name>EngineTable</name>
    <message>
        <location filename="../../app/common/engine_table.cpp" line="+80"/>
        <source>Reference loop</source>
        <translation>参考循环</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Parallel engine</source>
        <translation>并行引擎</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Emulated GPU</source>
        <translation>模拟 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA kernel with upload and download</source>
        <translation>CUDA 核函数，含上传与下载</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA kernel</source>
        <translation>CUDA 核函数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA kernel, shared-memory tiles</source>
        <translation>CUDA 核函数，共享内存分块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA kernel, 8 outputs per thread</source>
        <translation>CUDA 核函数，每线程 8 个输出</translation>
    </message>
</context>
<context>
    <name>GlCheck</name>
    <message>
        <location filename="../../app/gui/gl/gl_check.cpp" line="+47"/>
        <source>no display: neither DISPLAY nor WAYLAND_DISPLAY is set. The window needs an X or Wayland display; on a machine without one run it under Xvfb, e.g. xvfb-run -a -s &quot;-screen 0 1920x1080x24&quot; convscope</source>
        <translation>没有显示器：DISPLAY 和 WAYLAND_DISPLAY 都没有设置。窗口需要 X 或 Wayland 显示；在没有显示的机器上请用 Xvfb 运行它，例如 xvfb-run -a -s &quot;-screen 0 1920x1080x24&quot; convscope</translation>
    </message>
</context>
<context>
    <name>ImageIntegrity</name>
    <message>
        <location filename="../../app/images/image_integrity.cpp" line="+50"/>
        <source>the header promises %1 bytes of pixel data, the file holds %2</source>
        <translation>文件头声明有 %1 字节像素数据，文件中只有 %2 字节</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pixel data ends before the last row</source>
        <translation>像素数据在最后一行之前就结束了</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+5"/>
        <location line="+5"/>
        <source>the run-length data ends before its end mark</source>
        <translation>游程编码数据在结束标记之前就结束了</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the 18-byte header is cut short</source>
        <translation>18 字节的文件头不完整</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>a frame of %1×%2 pixels</source>
        <translation>一帧有 %1×%2 像素</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the first frame&apos;s data ends at row %1 of %2</source>
        <translation>第一帧的数据在第 %1 行（共 %2 行）就结束了</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the data ends before the GIF trailer</source>
        <translation>数据在 GIF 结尾标记之前就结束了</translation>
    </message>
</context>
<context>
    <name>ImageMetadata</name>
    <message>
        <location filename="../../app/images/image_metadata.cpp" line="+103"/>
        <source>the data ends before the end-of-image marker</source>
        <translation>数据在图像结束标记之前就断了</translation>
    </message>
</context>
<context>
    <name>ImageSource</name>
    <message>
        <location filename="../../app/images/image_source.cpp" line="+182"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>%1: is a folder, not an image</source>
        <translation>%1：这是文件夹，不是图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not a regular file (a device, FIFO or socket): refused</source>
        <translation>%1：不是普通文件（设备、FIFO 或套接字）：已拒绝</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the image data is damaged or cut short (the file is empty)</source>
        <translation>%1：图像数据已损坏或不完整（文件为空）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a %1 header that cannot be read</source>
        <translation>无法读取的 %1 文件头</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>%1: not an image this build can read (%2): %3</source>
        <translation>%1：不是此版本能读取的图像（可读格式：%2）：%3</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1: not enough memory to decode %2×%3 pixels</source>
        <translation>%1：内存不足，无法解码 %2×%3 像素</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: not enough memory to turn the image upright</source>
        <translation>%1：内存不足，无法把图像转正</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: only the first of its %2 frames is used</source>
        <translation>%1：它有 %2 帧，只用第一帧</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the image data is damaged or cut short (%2)</source>
        <translation>%1：图像数据已损坏或不完整（%2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: too many levels of symbolic links (a symlink loop?)</source>
        <translation>%1：符号链接层数过多（符号链接循环？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: cannot be read (permission denied)</source>
        <translation>%1：无法读取（权限不足）</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+11"/>
        <location line="+28"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>resample size must be 1..%1 on each side, got %2×%3</source>
        <translation>重采样尺寸的每条边必须在 1..%1 之间，收到的是 %2×%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no image to resample</source>
        <translation>没有可重采样的图像</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not enough memory to resample to %1×%2</source>
        <translation>内存不足，无法重采样到 %1×%2</translation>
    </message>
</context>
<context>
    <name>InspectorText</name>
    <message>
        <location filename="../../app/gui/panels/inspector_text.cpp" line="+22"/>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>GPU · output %1</source>
        <translation>GPU · 输出%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>reads input x %1, y %2</source>
        <translation>读取输入 x %1，y %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (1 of them in the padding)</source>
        <translation>（其中 1 个在填充区）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1 of them in the padding)</source>
        <translation>（其中 %1 个在填充区）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>block on SM %1 %2 (model: no GPU ran it)</source>
        <translation>线程块在 SM %1 上，%2（模型：没有 GPU 运行它）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>block ran on SM %1 %2</source>
        <translation>该线程块在 SM %1 上运行，%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>CPU · output %1</source>
        <translation>CPU · 输出%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the animation computes it at step %1 of %2</source>
        <translation>动画在第 %1 步（共 %2 步）算出它</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>parallel engine: CPU thread %1 computed it (tile (%2, %3) of %4 × %5 pixels)</source>
        <translation>并行引擎：由 CPU 线程 %1 算出（图块 (%2, %3)，每块 %4 × %5 像素）</translation>
    </message>
</context>
<context>
    <name>KernelPreset</name>
    <message>
        <location filename="../../app/gui/widgets/translation.cpp" line="+20"/>
        <source>copies the input: the centre weight is 1</source>
        <translation>原样复制输入：中心权重为 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>averages the 3×3 neighbourhood</source>
        <translation>3×3 邻域求平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a softer blur: the centre counts most</source>
        <translation>柔和的模糊：中心权重最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boosts the centre against its neighbours</source>
        <translation>加强中心、减去邻居：锐化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edges in every direction (signed)</source>
        <translation>各个方向的边缘（有正负）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong edges, flat areas go black</source>
        <translation>强边缘，平坦区域变黑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>horizontal change: vertical edges (signed)</source>
        <translation>水平变化：竖直边缘（有正负）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vertical change: horizontal edges (signed)</source>
        <translation>竖直变化：水平边缘（有正负）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a relief lit from the top left</source>
        <translation>浮雕：光从左上方照来</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>identity</source>
        <comment>preset name</comment>
        <translation>恒等</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>box-blur</source>
        <comment>preset name</comment>
        <translation>均值模糊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gaussian-blur</source>
        <comment>preset name</comment>
        <translation>高斯模糊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sharpen</source>
        <comment>preset name</comment>
        <translation>锐化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laplacian</source>
        <comment>preset name</comment>
        <translation>拉普拉斯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outline</source>
        <comment>preset name</comment>
        <translation>轮廓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sobel-x</source>
        <comment>preset name</comment>
        <translation>Sobel 水平</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sobel-y</source>
        <comment>preset name</comment>
        <translation>Sobel 竖直</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>emboss</source>
        <comment>preset name</comment>
        <translation>浮雕</translation>
    </message>
</context>
<context>
    <name>LayerSweepText</name>
    <message>
        <location filename="../../app/speed/layer_sweep.cpp" line="+33"/>
        <location line="+3"/>
        <source>measured here: %1 on %2</source>
        <translation>在本机测得：%1，运行于 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 layer-cpu: not timed, %2 G multiply-adds per run is above the %3 G this engine is timed at (the sweep would take minutes); a faster CPU engine lifts it</source>
        <translation>%1 layer-cpu：未计时，每次运行 %2 G 次乘加，超过该引擎计时的上限 %3 G（扫描会耗时数分钟）；更快的 CPU 引擎可以提高上限</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu-pageable from the model: the layer engine copies through pinned memory only</source>
        <translation>gpu-pageable 来自模型：层引擎只经锁页内存复制</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CUDA device here: %1</source>
        <translation>本机没有 CUDA 设备：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU rows from the timing model of the %1: published figures, not a measurement</source>
        <translation>GPU 各行来自 %1 的计时模型：依据公布的参数，不是实测</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 gpu: %2</source>
        <translation>%1 gpu：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no gpu-interop row: a layer&apos;s output is N × K planes, not one texture</source>
        <translation>没有 gpu-interop 行：一层的输出是 N × K 个平面，而不是一张纹理</translation>
    </message>
</context>
<context>
    <name>LessonDeck</name>
    <message>
        <location filename="../../app/gui/lesson_deck.cpp" line="+112"/>
        <source>the chapter&apos;s picture could not be drawn (too large for memory?)</source>
        <translation>无法画出本章的图片（内存不够？）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ConvScope · chapter %1 of %2</source>
        <translation>ConvScope · 第 %1 章，共 %2 章</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ConvScope lessons</source>
        <translation>ConvScope 课程</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+26"/>
        <source>Saving the lessons was cancelled</source>
        <translation>保存课程已取消</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>chapter %1 did not finish setting up in time</source>
        <translation>第 %1 章没能及时准备好</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>chapter %1 needs a window of at least %2x%3, larger than %4x%5; use --size %2x%3 or larger</source>
        <translation>第 %1 章需要至少 %2x%3 的窗口，比 %4x%5 大；请使用 --size %2x%3 或更大</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>--lessons must be a chapter N or chapters A..B within 1..%1, got &apos;%2&apos;</source>
        <translation>--lessons 必须是 1..%1 之内的一章 N 或几章 A..B，收到的是“%2”</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no chapters %1 to %2: the lessons have chapters 1 to %3</source>
        <translation>没有第 %1 到第 %2 章：课程只有第 1 到第 %3 章</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>wrote %1: chapters %2 to %3, a page each</source>
        <translation>已写入 %1：第 %2 到第 %3 章，每章一页</translation>
    </message>
</context>
<context>
    <name>MappingPanel</name>
    <message>
        <location filename="../../app/gui/panels/mapping_panel.cpp" line="+47"/>
        <source>GPU timings and thread mapping</source>
        <translation>GPU 计时与线程映射</translation>
    </message>
</context>
<context>
    <name>MappingText</name>
    <message>
        <location filename="../../app/images/value_mapping.cpp" line="+20"/>
        <source>gray, %1 black to %2 white</source>
        <translation>灰度，%1 为黑，%2 为白</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue-white-red, 0 white, -%1 full blue, +%1 full red</source>
        <translation>蓝-白-红，0 为白，-%1 为纯蓝，+%1 为纯红</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (stronger values share the end colours)</source>
        <translation>（更强的值同样显示为两端的颜色）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>gray: 0 black, 255 white, widened to the output&apos;s
  range where it leaves 0..255
blue-white-red where the weights add up to 0 and
  values are negative (edge detectors): 0 white,
  ±R full colour, R = 99th percentile of |value|,
  at least a quarter of the largest</source>
        <translation>灰度：0 为黑，255 为白；输出超出 0..255 时
  扩展到输出自身的范围
蓝-白-红：权重之和为 0 且有负值时（边缘检测）：
  0 为白，±R 为纯色，R = |值| 的第 99 百分位数，
  至少为最大值的四分之一</translation>
    </message>
</context>
<context>
    <name>MemoryAccessText</name>
    <message>
        <location filename="../../app/text/memory_access_text.cpp" line="+23"/>
        <source>naive kernel: each thread reads its nine taps from global memory</source>
        <translation>朴素核函数：每个线程从全局内存读取它的九个抽头</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tiled kernel: the block copies its tile, halo included, into shared memory once</source>
        <translation>分块核函数：线程块把它的图块（连同光环）一次性复制到共享内存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rows kernel: each thread keeps three input rows in registers for 8 outputs</source>
        <translation>行核函数：每个线程把三行输入留在寄存器里，连算 8 个输出</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tap (%1, %2)</source>
        <translation>抽头 (%1, %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile load, round (%1, %2)</source>
        <translation>图块加载，第 (%1, %2) 轮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strip row %1, tap column %2</source>
        <translation>条带第 %1 行，抽头列 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>reads nothing: its lanes are idle or read zeros of the padding</source>
        <translation>不读内存：它的 lane 空闲，或读的是填充的零</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 sector</source>
        <translation>1 个扇区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sectors</source>
        <translation>%1 个扇区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 line</source>
        <translation>1 条缓存行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lines</source>
        <translation>%1 条缓存行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in %2: %3 moved for %4 used (%5)</source>
        <translation>%1，分布在 %2中：搬运 %3，用到 %4（%5）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 × %2 = %3 loads for the tile, halo included, against %4 · %5 · 9 = %6 for the naive kernel: %7× fewer</source>
        <translation>图块（含光环）加载 %1 × %2 = %3 次，朴素核函数要 %4 · %5 · 9 = %6 次：少 %7 倍</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no conflict: the 32 lanes read 32 different banks, in one turn</source>
        <translation>无冲突：32 个 lane 读 32 个不同的存储体，一轮完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1-way conflict: one bank must serve %1 different words, so each read takes %1 turns</source>
        <translation>%1 路冲突：一个存储体要提供 %1 个不同的字，所以每次读取要 %1 轮</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The nine weights are a kernel parameter, which CUDA keeps in the constant bank: all 32 lanes of a warp read the same weight at the same moment, and the constant cache serves one address to the whole warp in one broadcast. Each launch carries its own weights.</source>
        <translation>九个权重是核函数的参数，CUDA 把它们放在常量内存里：一个线程束的 32 个 lane 在同一时刻读同一个权重，常量缓存把这一个地址一次广播给整个线程束。每次启动都带着自己的权重。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>computed from the addresses the kernel reads, not measured</source>
        <translation>由核函数读取的地址算出，不是测量值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 load instructions, %2 loads for %3 outputs: %4 per output</source>
        <translation>%1 条加载指令，为 %3 个输出加载 %2 次：每个输出 %4 次</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 sectors per instruction; %2 of the bytes moved are used</source>
        <translation>每条指令 %1 个扇区；搬运的字节中有 %2 被用到</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moved per output if no cache served a sector twice</source>
        <translation>若没有缓存让扇区被重复利用，每个输出搬运 %1</translation>
    </message>
</context>
<context>
    <name>OwnReader</name>
    <message>
        <location filename="../../app/images/image_decoders.cpp" line="+46"/>
        <source>not enough memory for %1×%2 pixels</source>
        <translation>内存不足，放不下 %1×%2 像素</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the bitfield masks are cut short</source>
        <translation>位域掩码不完整</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+4"/>
        <location line="+78"/>
        <location line="+6"/>
        <location line="+88"/>
        <source>the pixel data ends before the last row</source>
        <translation>像素数据在最后一行之前就断了</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>a run-length TGA of type %1 at %2 bits a pixel, which this build does not read</source>
        <translation>类型为 %1、每像素 %2 位的游程编码 TGA，本程序读不了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the header is cut short</source>
        <translation>文件头不完整</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the colour map is cut short</source>
        <translation>调色板不完整</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>a run-length packet runs past the last row</source>
        <translation>一个游程编码包超出了最后一行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a pixel&apos;s colour index is outside the colour map</source>
        <translation>某个像素的颜色索引超出了调色板</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>a netpbm header that cannot be read</source>
        <translation>无法读取的 netpbm 文件头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the maxval is %1, not 1 to 65535</source>
        <translation>maxval 是 %1，不在 1 到 65535 之间</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the pixel data ends before the last row, or holds a non-number</source>
        <translation>像素数据在最后一行之前就断了，或含有非数字内容</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the sample %1 at column %2, row %3 is past the maxval %4</source>
        <translation>第 %3 行第 %2 列的样本 %1 超过了 maxval %4</translation>
    </message>
</context>
<context>
    <name>RenderDeck</name>
    <message>
        <location filename="../../app/gui/render_deck.cpp" line="+39"/>
        <source>       convscope render --deck FILE.pdf [--lessons A..B] [--reveal] [--size WxH]
         [--lang en|zh_CN] [--palette light|dark|desktop]
</source>
        <translation>      convscope render --deck FILE.pdf [--lessons A..B] [--reveal] [--size WxH]
         [--lang en|zh_CN] [--palette light|dark|desktop]
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  --deck FILE.pdf       the lessons as slides: every chapter as one PDF page, its
                        title, text and question as text, the views or the demo
                        beside them as a picture at the page&apos;s resolution.
                        --size sets the window the chapters are shown in and so
                        the pages&apos; shape (default 1600x900); --reveal puts each
                        answer under its question. One process shows every
                        chapter, so the figures measured here (decode and convert
                        times, the CPU&apos;s ceilings, the sweep, the training steps)
                        come from one set of measurements and agree on every page
                        that quotes them
  --lessons A..B        with --deck: chapters A to B only (or N: one chapter)
</source>
        <translation>  --deck FILE.pdf       把课程做成幻灯片：每章一页 PDF，标题、正文和问题是文字，
                        旁边的视图或演示按页面分辨率画成图片。
                        --size 设定显示各章的窗口，也就决定了页面的形状
                        （默认 1600x900）；--reveal 把每个答案放在问题下面。
                        所有章节在同一个进程里显示，所以在本机测得的数字
                        （解码和转换时间、CPU 的上限、尺寸扫描、训练步）
                        来自同一组测量，引用它们的每一页都一致
  --lessons A..B        与 --deck 一起用：只要第 A 到第 B 章（或 N：一章）
</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--lessons A..B is for --deck FILE.pdf (one chapter as a PNG: --lesson N)</source>
        <translation>--lessons A..B 要和 --deck FILE.pdf 一起用（一章存成 PNG：--lesson N）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--%1 does not go with --deck: each chapter sets its own image, views and step; a deck takes --lessons, --reveal, --size, --scale, --lang and --palette</source>
        <translation>--%1 不能和 --deck 一起用：每章都设置自己的图像、视图和步骤；做幻灯片只接受 --lessons、--reveal、--size、--scale、--lang 和 --palette</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--deck must name a .pdf file, got &apos;%1&apos;</source>
        <translation>--deck 必须是一个 .pdf 文件，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>chapter %1 of %2</source>
        <translation>第 %1 章，共 %2 章</translation>
    </message>
</context>
<context>
    <name>RenderMappingText</name>
    <message>
        <location filename="../../app/gui/render/render_mapping.cpp" line="+44"/>
        <source>         [--overlay LIST] [--block BXxBY] [--inspect [cpu:]X,Y]
         [--replay F|A..B|all [--frames N|blocks]]
</source>
        <translation>         [--overlay LIST] [--block BXxBY] [--inspect [cpu:]X,Y]
         [--replay F|A..B|all [--frames N|blocks]]
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  --overlay LIST        thread mapping on the GPU output, comma-separated: blocks,
                        colours, warps, lanes, idle, who (who ran each block; on the
                        CPU side: which thread ran each tile), or none
  --block BXxBY         CUDA block size (default 16x16; at most 1024 threads)
  --inspect [cpu:]X,Y   pin the inspector on output pixel (X, Y) of the GPU side (or
                        the CPU side); with --zoom, centred on that pixel
  --replay F            show the replay of who ran which block at F (0..1) of the
                        launch (needs --gpu)
  --replay A..B|all     an animation of that replay, from A to B (0..1) of the
                        launch: --out replay.gif, or --out DIR/ for PNG frames
  --frames N|blocks     the replay animation&apos;s frames: N evenly spaced in time
                        (default %1, at most %2), or one per block start
</source>
        <translation>  --overlay LIST        GPU 输出上的线程映射，用逗号分隔：blocks（线程块边框）、
                        colours（线程块着色）、warps（线程束）、lanes（束内序号）、
                        idle（空闲线程）、who（每个线程块由谁运行；在 CPU 一侧：
                        每个图块由哪个线程运行），或 none
  --block BXxBY         CUDA 线程块大小（默认 16x16；最多 1024 个线程）
  --inspect [cpu:]X,Y   把检查器固定在 GPU 一侧（或 CPU 一侧）的输出像素
                        (X, Y) 上；配合 --zoom 时以该像素为中心
  --replay F            显示“谁运行了哪个线程块”的回放，停在这次启动的
                        F（0..1）处（需要 --gpu）
  --replay A..B|all     这段回放的动画，从这次启动的 A 到 B（0..1）：
                        --out replay.gif，或 --out DIR/ 写成 PNG 帧
  --frames N|blocks     回放动画的帧：N 帧按时间均匀分布（默认 %1，
                        最多 %2），或每个线程块开始时一帧
</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--overlay: unknown part &apos;%1&apos; (blocks, colours, warps, lanes, idle, who, none)</source>
        <translation>--overlay：未知的部分 &apos;%1&apos;（可选 blocks、colours、warps、lanes、idle、who、none）</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>--block: %1</source>
        <translation>--block：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--inspect must be X,Y or cpu:X,Y, got &apos;%1&apos;</source>
        <translation>--inspect 必须是 X,Y 或 cpu:X,Y，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--replay must be a number from 0 to 1, A..B or all, got &apos;%1&apos;</source>
        <translation>--replay 必须是 0 到 1 之间的数、A..B 或 all，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--replay needs --gpu: the replay shows a recorded launch</source>
        <translation>--replay 需要 --gpu：回放显示的是一次记录下来的启动</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--frames needs --replay A..B or --replay all</source>
        <translation>--frames 需要同时给出 --replay A..B 或 --replay all</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--replay: this GPU run recorded no schedule to replay</source>
        <translation>--replay：这次 GPU 运行没有记录可回放的调度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--inspect (%1, %2) lies outside the %3×%4 output</source>
        <translation>--inspect (%1, %2) 超出了 %3×%4 的输出</translation>
    </message>
</context>
<context>
    <name>RenderText</name>
    <message>
        <location filename="../../app/gui/render_command.cpp" line="+73"/>
        <source>
Renders the window in the given state to a PNG, for slides and course material.
Needs a display (X, Wayland or Xvfb: xvfb-run -a convscope render ...).

</source>
        <translation>
把窗口按给定状态渲染成 PNG 图片，用于幻灯片和课程材料。
需要显示环境（X、Wayland 或 Xvfb：xvfb-run -a convscope render ...）。

</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>--out FILE.png is required
</source>
        <translation>必须提供 --out FILE.png
</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--fps must be a number from 0.1 to 50, got &apos;%1&apos;</source>
        <translation>--fps 必须是 0.1 到 50 之间的数，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>--step and --steps exclude each other</source>
        <translation>--step 和 --steps 不能同时使用</translation>
    </message>
    <message>
        <location line="-193"/>
        <source>Usage: convscope render --out FILE.png [--size WxH] [--scale 1|2|3]
         [--image FILE|SAMPLE] [--resample N] [--kernel K] [--padding MODE]
         [--stride N] [--dilation N] [--flip] [--channel C] [--step N] [--zoom Z] [--gpu]
         [--steps A..B] [--fps N] [--lesson N] [--tab workbench|speed|layer] [--lang en|zh_CN]
</source>
        <translation>用法：convscope render --out FILE.png [--size WxH] [--scale 1|2|3]
         [--image FILE|SAMPLE] [--resample N] [--kernel K] [--padding MODE]
         [--stride N] [--dilation N] [--flip] [--channel C] [--step N] [--zoom Z] [--gpu]
         [--steps A..B] [--fps N] [--lesson N] [--tab workbench|speed|layer] [--lang en|zh_CN]
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>         [--tab memory [--memory tile|coalescing|banks]]
</source>
        <translation>         [--tab memory [--memory tile|coalescing|banks]]
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>  --out FILE.png        where to write the picture (required)
  --size WxH            window size in logical pixels (default 1920x1080)
  --scale 1|2|3         multiplies fonts and pixels for print (default 1)
  --resample N          resample the input so its longer side is N pixels
                        (%1..%2)
  --step N              show CPU step N (1 = the first output pixel)
  --zoom Z              magnify the views Z times (1 = whole image), centred
                        on the sliding window
  --gpu                 run the GPU side before grabbing
  --steps A..B          an animation, one frame per step from A to B: --out
                        anim.gif, or --out DIR/ for DIR/frame-0001.png ...
  --fps N               the GIF&apos;s frames per second, for --steps or --replay
                        A..B (default 4)
  --lesson N            chapter N of the lesson mode (convscope lessons lists
                        them); the chapter sets its own image and views
  --reveal              with --lesson: the check-yourself answer shown
  --tab workbench|speed|layer
                        the page to show; speed runs the size sweep first
                        (the CPU measured here, the GPU measured, recorded or
                        modelled, each labelled); layer measures this CPU&apos;s
                        roofline ceilings first; train trains the small CNN on
                        Fashion-MNIST first (--train-steps); memory shows how
                        a kernel gets its data (--memory, with --block)
  --lang en|zh_CN       the window&apos;s language (default: the system&apos;s)
</source>
        <translation>  --out FILE.png        图片保存到哪里（必需）
  --size WxH            窗口尺寸，单位为逻辑像素（默认 1920x1080）
  --scale 1|2|3         按倍数放大字体和像素，用于印刷（默认 1）
  --resample N          重采样输入，使较长的一边为 N 像素
                        （%1..%2）
  --step N              显示 CPU 的第 N 步（1 = 第一个输出像素）
  --zoom Z              把视图放大 Z 倍（1 = 整幅图像），以滑动窗口
                        为中心
  --gpu                 截图前先运行 GPU 一侧
  --steps A..B          动画：从第 A 步到第 B 步，每步一帧；--out anim.gif，
                        或 --out DIR/ 写成 DIR/frame-0001.png ...
  --fps N               GIF 每秒的帧数，用于 --steps 或 --replay A..B
                        （默认 4）
  --lesson N            课程模式的第 N 章（convscope lessons 列出各章）；
                        章节会设置自己的图像和视图
  --reveal              与 --lesson 一起使用：显示“自我检测”的答案
  --tab workbench|speed|layer
                        要显示的页面；speed 会先运行尺寸扫描
                        （CPU 为本机实测；GPU 为实测、记录或模型，
                        各自标明来源）；layer 会先测量本机 CPU 的
                        屋顶线上限；train 会先在 Fashion-MNIST 上训练
                        这个小型 CNN（--train-steps）；memory 显示核函数
                        如何拿到数据（--memory，配合 --block）
  --lang en|zh_CN       窗口的语言（默认跟随系统）
</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>  --memory tile|coalescing|banks
                        with --tab memory: the figure shown: one block&apos;s tile
                        and halo on the input (default), one warp&apos;s load in
                        32-byte sectors, or shared memory&apos;s banks
</source>
        <translation>  --memory tile|coalescing|banks
                        与 --tab memory 一起用：显示哪幅图：输入上一个线程块的
                        图块和光环（默认）、一个线程束的加载落在哪些 32 字节
                        扇区，或共享内存的存储体
</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>--steps A..B and --replay A..B exclude each other: one animation at a time</source>
        <translation>--steps A..B 和 --replay A..B 不能同时使用：一次只做一个动画</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>with --steps or --replay A..B, --out names a .gif file or a folder ending in /, got &apos;%1&apos;</source>
        <translation>使用 --steps 或 --replay A..B 时，--out 应为 .gif 文件或以 / 结尾的文件夹，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--fps needs --steps A..B or --replay A..B</source>
        <translation>--fps 需要同时给出 --steps A..B 或 --replay A..B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--out must name a .png file, got &apos;%1&apos;</source>
        <translation>--out 必须是 .png 文件，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--size must look like 1920x1080, got &apos;%1&apos;</source>
        <translation>--size 的格式应为 1920x1080，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--size must be between 640x400 and 7680x4320</source>
        <translation>--size 必须在 640x400 与 7680x4320 之间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--scale must be 1, 2 or 3, got &apos;%1&apos;</source>
        <translation>--scale 必须是 1、2 或 3，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--size %1x%2 at scale %3 makes a %4 × %5 picture (%6 megapixels): past the budget of %7 megapixels (7680 × 4320); use a smaller --size or --scale</source>
        <translation>--size %1x%2 在缩放 %3 下会生成 %4 × %5 的图片（%6 百万像素）：超出 %7 百万像素（7680 × 4320）的上限；请减小 --size 或 --scale</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>--step must be a whole number from 1, got &apos;%1&apos;</source>
        <translation>--step 必须是不小于 1 的整数，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--zoom must be a number from 1 to %1, got &apos;%2&apos;</source>
        <translation>--zoom 必须是 1 到 %1 之间的数，收到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--tab must be workbench, speed, layer, memory or train, got &apos;%1&apos;</source>
        <translation>--tab 必须是 workbench、speed、layer、memory 或 train，收到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--memory is for --tab memory</source>
        <translation>--memory 要和 --tab memory 一起用</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--memory must be tile, coalescing or banks, got &apos;%1&apos;</source>
        <translation>--memory 必须是 tile、coalescing 或 banks，收到的是“%1”</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--tab %1 has no views to animate: an animation (--steps or --replay A..B) is of the workbench</source>
        <translation>--tab %1 没有可做动画的视图：动画（--steps 或 --replay A..B）取自工作台</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--lesson must be a chapter from 1 to %1, got &apos;%2&apos;</source>
        <translation>--lesson 必须是 1 到 %1 之间的章节，收到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--%1 does not go with --lesson N: a chapter sets its own image, kernel, step, views, overlay and block; --lesson takes --reveal, --size, --scale, --lang and --palette</source>
        <translation>--%1 不能和 --lesson N 一起用：每章都设置自己的图像、卷积核、步骤、视图、叠加层和线程块；--lesson 只接受 --reveal、--size、--scale、--lang 和 --palette</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>--size %1x%2 is smaller than the window can be drawn: it takes at least %3x%4 here; use --size %3x%4 or larger</source>
        <translation>--size %1x%2 小于窗口能绘制的最小尺寸：这里至少需要 %3x%4；请使用 --size %3x%4 或更大</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the screen scales the window by %1, making a %2 × %3 picture: past the budget of %4 megapixels; check QT_SCALE_FACTOR and QT_SCREEN_SCALE_FACTORS</source>
        <translation>屏幕把窗口缩放 %1 倍，会生成 %2 × %3 的图片：超出 %4 百万像素的上限；请检查 QT_SCALE_FACTOR 和 QT_SCREEN_SCALE_FACTORS</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>the lesson did not finish setting up in time</source>
        <translation>课程没有及时准备好</translation>
    </message>
    <message>
        <location line="-389"/>
        <source>         [--tab train [--train-steps N]]
</source>
        <translation>         [--tab train [--train-steps N]]
</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>  --train-steps N       with --tab train: the training steps (batch 64) run
                        before the picture, 0 to %1 (default %2; 0 shows the
                        initial filters). --steps A..B stays the workbench&apos;s
                        animation
</source>
        <translation>  --train-steps N       与 --tab train 一起使用：截图前运行的训练步数
                        （批大小 64），0 到 %1（默认 %2；0 显示初始的
                        卷积核）。--steps A..B 仍是工作台的动画
</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>--train-steps N is for --tab train</source>
        <translation>--train-steps N 只用于 --tab train</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--tab train has no views to animate: --steps A..B is the workbench&apos;s animation; the steps trained before the picture are --train-steps N</source>
        <translation>--tab train 没有可做动画的视图：--steps A..B 是工作台的动画；截图前训练的步数用 --train-steps N 指定</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>the window did not finish loading the input in time</source>
        <translation>窗口未能及时加载完输入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing to compute: the kernel does not fit in the image with these parameters</source>
        <translation>没有可计算的内容：在这些参数下，卷积核放不进图像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--step %1 is past the last step (%2)</source>
        <translation>--step %1 超出了最后一步（%2）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the window did not settle in time (GPU run or upload)</source>
        <translation>窗口未能及时就绪（GPU 运行或上传尚未完成）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the size sweep did not finish in time</source>
        <translation>尺寸扫描没有及时完成</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the training steps did not finish in time</source>
        <translation>训练步骤没有及时完成</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>this CPU&apos;s roofline ceilings were not measured in time</source>
        <translation>未能及时测出本机 CPU 的屋顶线上限</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>could not grab the window for &apos;%1&apos;</source>
        <translation>无法为 &apos;%1&apos; 截取窗口</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wrote %1 (%2 × %3 pixels)</source>
        <translation>已写入 %1（%2 × %3 像素）</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>frame %1 of %2</source>
        <translation>第 %1 帧，共 %2 帧</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>--reveal shows a lesson&apos;s answer: it needs --lesson N</source>
        <translation>--reveal 显示课程的答案：需要同时给出 --lesson N</translation>
    </message>
    <message>
        <location line="-345"/>
        <source>         [--reveal] [--palette light|dark|desktop]
</source>
        <translation>         [--reveal] [--palette light|dark|desktop]
</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>  --palette light|dark|desktop
                        the colours: ConvScope&apos;s light palette (default, the
                        same on every machine), its dark one, or the desktop&apos;s
</source>
        <translation>  --palette light|dark|desktop
                        颜色：ConvScope 的浅色调色板（默认，在每台机器上都一样）、
                        它的深色调色板，或桌面的调色板
</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>--palette must be light, dark or desktop, got &apos;%1&apos;</source>
        <translation>--palette 必须是 light、dark 或 desktop，收到的是 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <location filename="../../app/images/samples.cpp" line="+17"/>
        <source>CC0</source>
        <translation>CC0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handwritten digit (28×28, like MNIST)</source>
        <translation>手写数字（28×28，类似 MNIST）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>which digit, 0–9 (default 3)</source>
        <translation>哪个数字，0–9（默认 3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkerboard</source>
        <translation>棋盘格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side in pixels, 8–%1 (default %2)</source>
        <translation>边长（像素），8–%1（默认 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gradient</source>
        <translation>渐变</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side in pixels, 2–%1 (default %2)</source>
        <translation>边长（像素），2–%1（默认 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cameraman (512×512, gray)</source>
        <translation>摄影师（512×512，灰度）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lav Varshney, %1</source>
        <translation>Lav Varshney，%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Astronaut Eileen Collins (512×512, colour)</source>
        <translation>宇航员艾琳·柯林斯（512×512，彩色）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NASA, public domain</source>
        <translation>NASA，公有领域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chelsea the cat (451×300, colour)</source>
        <translation>猫咪 Chelsea（451×300，彩色）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stefan van der Walt, %1</source>
        <translation>Stefan van der Walt，%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coffee cup (600×400, colour)</source>
        <translation>咖啡杯（600×400，彩色）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rachel Michetti, %1</source>
        <translation>Rachel Michetti，%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greek coins (384×303, gray)</source>
        <translation>希腊硬币（384×303，灰度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brooklyn Museum, no known copyright restrictions</source>
        <translation>布鲁克林博物馆，无已知版权限制</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>sample &apos;%1&apos; takes a whole number %2..%3 after &apos;:&apos;, got &apos;%4&apos;</source>
        <translation>示例 &apos;%1&apos; 的 &apos;:&apos; 后面应是 %2..%3 之间的整数，收到的是 &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>sample &apos;%1&apos; takes no parameter</source>
        <translation>示例 &apos;%1&apos; 不接受参数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>built-in sample &apos;%1&apos; cannot be read: %2</source>
        <translation>无法读取内置示例 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown sample &apos;%1&apos;</source>
        <translation>未知的示例 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>ShaderText</name>
    <message>
        <location filename="../../app/gui/gl/shader_program.cpp" line="+25"/>
        <source>cannot read shader %1</source>
        <translation>无法读取着色器 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shader %1 did not compile:
%2</source>
        <translation>着色器 %1 编译失败：
%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The shaders %1 and %2 did not link:
%3</source>
        <translation>着色器 %1 与 %2 链接失败：
%3</translation>
    </message>
</context>
<context>
    <name>SweepText</name>
    <message>
        <location filename="../../app/speed/sweep_runner.cpp" line="+45"/>
        <source>measured here (%1, %2 threads)</source>
        <translation>本机实测（%1，%2 个线程）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>measured here on %1</source>
        <translation>本机实测于 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recorded on %1, %2</source>
        <translation>记录于 %1，%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--gpu-model: no reference GPU called &apos;%1&apos; (choose from %2)</source>
        <translation>--gpu-model：没有名为 “%1” 的参考 GPU（可选：%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no CUDA device here: %1</source>
        <translation>本机没有 CUDA 设备：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU rows recorded, from %1</source>
        <translation>GPU 各行为记录数据，来自 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recorded with: %1</source>
        <translation>记录条件：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU rows from the timing model of the %1: published figures, not a measurement</source>
        <translation>GPU 各行来自 %1 的计时模型：依据公布的参数，不是实测</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the recorded file has no %1 row at %2: left out</source>
        <translation>记录文件中没有 %2 的 %1 行：已略去</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds no row the sweep draws (gpu-kernel, gpu-pageable, gpu-pinned, interop-map-kernel-unmap): none of its rows is used</source>
        <translation>%1 中没有尺寸扫描要画的行（gpu-kernel、gpu-pageable、gpu-pinned、interop-map-kernel-unmap）：它的行一个都没用上</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>gpu-interop needs the window&apos;s OpenGL context: not measured by the sweep</source>
        <translation>gpu-interop 需要窗口的 OpenGL 上下文：扫描不测量它</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu-interop not measured: no OpenGL context on the CUDA device without a window (%1)</source>
        <translation>gpu-interop 未实测：无法在 CUDA 设备上创建无窗口的 OpenGL 上下文（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>measured here on %1 (OpenGL through EGL, no window)</source>
        <translation>在本机 %1 上实测（经 EGL 的 OpenGL，无窗口）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gpu-interop: %2</source>
        <translation>%1 gpu-interop：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gpu: %2</source>
        <translation>%1 gpu：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model: %1 (%2, %3 GB/s, %4 TFLOP/s FP32)</source>
        <translation>模型：%1（%2，%3 GB/s，%4 TFLOP/s FP32）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this machine was busy while measuring (load average %1 on %2 cores): the CPU rows may be slower and noisier than on a quiet machine</source>
        <translation>测量时本机很忙（%2 个核心上的平均负载为 %1）：CPU 各行可能比在空闲的机器上更慢、波动更大</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--gpu-model %1: GPU rows from the model even where a device or a file exists</source>
        <translation>--gpu-model %1：即使有设备或记录文件，GPU 各行也来自模型</translation>
    </message>
</context>
<context>
    <name>ThreadMappingText</name>
    <message>
        <location filename="../../app/common/thread_mapping_text.cpp" line="+19"/>
        <source>blockIdx  (%1, %2), block %3 (of 0–%4)</source>
        <translation>blockIdx  (%1, %2)，线程块编号 %3（编号 0–%4）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>threadIdx (%1, %2), thread %3 of the block (0–%4)</source>
        <translation>threadIdx (%1, %2)，块内线程编号 %3（编号 0–%4）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>warp %1, lane %2; global thread id %3</source>
        <translation>线程束 %1，束内序号（lane）%2；全局线程编号 %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>pixel (%1, %2)</source>
        <translation>像素 (%1, %2)</translation>
    </message>
</context>
<context>
    <name>convscope</name>
    <message>
        <location filename="../../app/gui/widgets/number_format.cpp" line="+46"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
</context>
<context>
    <name>convscope::gui::AnimationDialog</name>
    <message>
        <location filename="../../app/gui/render/animation_dialog.cpp" line="+40"/>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sliding window over the CPU&apos;s steps</source>
        <translation>滑动窗口走过 CPU 的各步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The replay of the blocks: who ran which block, and when</source>
        <translation>线程块（block）回放：谁在何时运行了哪个线程块</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run on the GPU first: the replay shows a recorded launch.</source>
        <translation>请先在 GPU 上运行：回放显示的是一次记录下来的启动。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>one frame per block start</source>
        <translation>每个线程块开始时一帧</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Animated GIF (one file)</source>
        <translation>GIF 动画（一个文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG frames (a folder)</source>
        <translation>PNG 帧（一个文件夹）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from step</source>
        <translation>从第</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of the launch</source>
        <translation>（占这次启动的比例）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Animate:</source>
        <translation>动画内容：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steps:</source>
        <translation>步：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay:</source>
        <translation>回放：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames:</source>
        <translation>帧数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>frames per second</source>
        <translation>帧/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as:</source>
        <translation>保存为：</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Nothing to animate yet: load an image, and run on the GPU for the replay.</source>
        <translation>还没有可做动画的内容：请载入图像；要做回放，还需在 GPU 上运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first step comes after the last.</source>
        <translation>第一步在最后一步之后。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 steps: at most %2 frames.</source>
        <translation>%1 步：最多 %2 帧。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replay&apos;s start comes after its end.</source>
        <translation>回放的起点在终点之后。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One frame for each moment a block starts, at %1 frames per second.</source>
        <translation>每个线程块开始的时刻一帧，每秒 %1 帧。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 frames, %2 s at %3 frames per second.</source>
        <translation>%1 帧，每秒 %3 帧，共 %2&#xa0;秒。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The block replay needs a GPU run first.</source>
        <translation>线程块回放需要先在 GPU 上运行一次。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::BankFigure</name>
    <message>
        <location filename="../../app/gui/panels/memory/bank_figure.cpp" line="+15"/>
        <source>A warp&apos;s reads in shared memory&apos;s 32 banks</source>
        <translation>一个线程束在共享内存 32 个存储体中的读取</translation>
    </message>
</context>
<context>
    <name>convscope::gui::BlockSizeControl</name>
    <message>
        <location filename="../../app/gui/panels/block_size_control.cpp" line="+30"/>
        <source>Block size:</source>
        <translation>线程块大小：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 (%3 threads)</source>
        <translation>%1 × %2（%3 个线程）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threads per block. A block holds at most %1 threads; blocks that reach past the image edge keep their extra threads idle.</source>
        <translation>每个线程块的线程数。一个线程块最多 %1 个线程；超出图像边缘的线程块，多出来的线程处于空闲状态。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>blockDim.x</source>
        <translation>blockDim.x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blockDim.y</source>
        <translation>blockDim.y</translation>
    </message>
</context>
<context>
    <name>convscope::gui::ChannelView</name>
    <message>
        <location filename="../../app/gui/gl/channel_view.cpp" line="+238"/>
        <location filename="../../app/gui/gl/thread_overlay.cpp" line="+85"/>
        <source>Could not create a vertex array object.</source>
        <translation>无法创建顶点数组对象（VAO）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/gl/channel_view_textures.cpp" line="+63"/>
        <source>Could not create a %1×%2 float texture (GL error 0x%3).</source>
        <translation>无法创建 %1×%2 的浮点纹理（GL 错误 0x%3）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/gl/thread_overlay.cpp" line="+98"/>
        <location line="+18"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+5"/>
        <source>lane %1</source>
        <translation>束内 %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>t(%1,%2)</source>
        <translation>t(%1,%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>b(%1,%2)</source>
        <translation>b(%1,%2)</translation>
    </message>
</context>
<context>
    <name>convscope::gui::CoalescingFigure</name>
    <message>
        <location filename="../../app/gui/panels/memory/coalescing_figure.cpp" line="+22"/>
        <source>One warp&apos;s addresses in 32-byte sectors</source>
        <translation>一个线程束的地址落在哪些 32 字节扇区</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+16"/>
        <source>input row %1</source>
        <translation>输入第 %1 行</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>… and %1 more rows, one sector each</source>
        <translation>……另有 %1 行，每行一个扇区</translation>
    </message>
</context>
<context>
    <name>convscope::gui::CpuTimingPanel</name>
    <message>
        <location filename="../../app/gui/panels/cpu_timing_panel.cpp" line="+40"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop measuring the full-image CPU runs</source>
        <translation>停止测量整幅图像的 CPU 运行</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Measurement cancelled.</source>
        <translation>测量已取消。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>measuring the full-image CPU runs… %p%</source>
        <translation>正在测量整幅图像的 CPU 运行… %p%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1… %p%</source>
        <translation>%1… %p%</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 (%2 threads, %3)</source>
        <translation>%1（%2 个线程，%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (1 thread)</source>
        <translation>%1（1 个线程）</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: not measured yet</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：尚未测量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 for the whole image</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：整幅图像 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 for the whole image · %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：整幅图像 %2 · %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The parallel engine reads slower than one thread: this computer looks busy, so the two times are not a fair comparison. They are measured again at the next change of image or kernel.</source>
        <translation>并行引擎的计时比单线程还慢：这台计算机看来很忙，所以这两个时间不能公平比较。下次更换图像或卷积核时会重新测量。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::FormulaView</name>
    <message>
        <location filename="../../app/gui/panels/formula_view.cpp" line="+104"/>
        <source>= %1  → output (%2, %3)</source>
        <translation>= %1  → 输出 (%2, %3)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 = %2 → output (%3, %4)</source>
        <translation>%1 = %2 → 输出 (%3, %4)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No step to show yet.</source>
        <translation>还没有可显示的步骤。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Input patch</source>
        <translation>输入区域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Multiply, then add</source>
        <translation>先相乘，再相加</translation>
    </message>
</context>
<context>
    <name>convscope::gui::GpuPanel</name>
    <message>
        <location filename="../../app/gui/panels/gpu_panel.cpp" line="+44"/>
        <source>Run on GPU</source>
        <translation>在 GPU 上运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One launch computes every output pixel at once (G)</source>
        <translation>一次启动同时算出所有输出像素（G）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>GPU path: finding out…</source>
        <translation>GPU 路径：正在检测…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;GPU path: staged&lt;/b&gt; (device → host → texture copies) — %1</source>
        <translation>&lt;b&gt;GPU 路径：中转&lt;/b&gt;（设备 → 主机 → 纹理，需要复制）— %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA said: %1</source>
        <translation>CUDA 原文：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;GPU path: interop&lt;/b&gt; — CUDA writes straight into the texture on screen (no copies).</source>
        <translation>&lt;b&gt;GPU 路径：互操作&lt;/b&gt; — CUDA 直接写入屏幕上的纹理（无需复制）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;No GPU to use on this computer&lt;/b&gt; — %1. So ConvScope runs the GPU&apos;s program on the CPU instead (&lt;i&gt;emulated&lt;/i&gt;): the picture is exactly what a GPU computes, but &lt;b&gt;these are not GPU timings&lt;/b&gt;.</source>
        <translation>&lt;b&gt;这台计算机上没有可用的 GPU&lt;/b&gt; — %1。所以 ConvScope 改在 CPU 上运行 GPU 的程序（&lt;i&gt;模拟&lt;/i&gt;）：画面和 GPU 算出的完全一样，但&lt;b&gt;这些计时不是 GPU 的计时&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hide details</source>
        <translation>隐藏详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show details</source>
        <translation>显示详情</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The GPU run failed:</source>
        <translation>GPU 运行失败：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press &lt;b&gt;Run on GPU&lt;/b&gt;: one launch, one thread per output pixel.</source>
        <translation>请按&lt;b&gt;在 GPU 上运行&lt;/b&gt;：一次启动，每个输出像素一个线程。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One launch: %1 × %2 blocks of %3 × %4 threads = %5 threads for %6 pixels</source>
        <translation>一次启动：%1 × %2 个线程块，每块 %3 × %4 个线程 = %5 个线程，计算 %6 个像素</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Emulation&lt;/b&gt; on %1 CPU threads: %2 (CPU wall clock, &lt;b&gt;not a GPU timing&lt;/b&gt;)</source>
        <translation>在 %1 个 CPU 线程上&lt;b&gt;模拟&lt;/b&gt;：%2（CPU 实际耗时，&lt;b&gt;不是 GPU 计时&lt;/b&gt;）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Kernel&lt;/b&gt;: %1 (CUDA events)</source>
        <translation>&lt;b&gt;核函数&lt;/b&gt;：%1（CUDA 事件计时）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map: %1 · unmap: %2 · input upload: %3</source>
        <translation>映射：%1 · 解除映射：%2 · 上传输入：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Input upload: %1 · download: %2 · texture upload: %3</source>
        <translation>上传输入：%1 · 下载：%2 · 上传纹理：%3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>×%1 faster than the reference loop</source>
        <translation>比参考循环快 ×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>×%1 slower than the reference loop</source>
        <translation>比参考循环慢 ×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as fast as the reference loop</source>
        <translation>与参考循环一样快</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>×%1 faster than the parallel CPU</source>
        <translation>比并行 CPU 快 ×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>×%1 slower than the parallel CPU</source>
        <translation>比并行 CPU 慢 ×%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>as fast as the parallel CPU</source>
        <translation>与并行 CPU 一样快</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed-up: %1</source>
        <translation>加速比：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (emulation, not a GPU)</source>
        <translation>（模拟结果，并非 GPU）</translation>
    </message>
</context>
<context>
    <name>convscope::gui::Im2colView</name>
    <message>
        <location filename="../../app/gui/panels/layer/im2col_view.cpp" line="+36"/>
        <source>im2col matrix</source>
        <translation>im2col 矩阵</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>channel %1</source>
        <translation>通道 %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>c%1 w%2</source>
        <translation>通道%1 权%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 rows (C × 9) × %2 columns (H′ × W′); grey: padding; computed from the layer</source>
        <translation>%1 行（C × 9）× %2 列（H′ × W′）；灰色：填充；由这一层计算得出</translation>
    </message>
</context>
<context>
    <name>convscope::gui::InputPanel</name>
    <message>
        <location filename="../../app/gui/panels/input_panel.cpp" line="+63"/>
        <source>Open image…</source>
        <translation>打开图像…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open an image (%1); you can also drop a file on the window</source>
        <translation>打开图像（%1）；也可以把文件拖放到窗口上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>luma (gray)</source>
        <translation>亮度（灰度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as loaded</source>
        <translation>原始尺寸</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resample so the longer side has this many pixels (aspect kept)</source>
        <translation>重采样，使较长的一边为这么多像素（保持宽高比）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image:</source>
        <translation>图像：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel:</source>
        <translation>通道：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1: %2 × %3 px</source>
        <translation>%1：%2 × %3 像素</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (resampled from %1 × %2)</source>
        <translation>（由 %1 × %2 重采样而来）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This image is gray: every channel is the same</source>
        <translation>这是灰度图像：各个通道都相同</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open an image</source>
        <translation>打开图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images (%1);;All files (*)</source>
        <translation>图像 (%1);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>convscope::gui::KernelEditor</name>
    <message>
        <location filename="../../app/gui/panels/kernel_editor.cpp" line="+54"/>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Weight in row %1, column %2</source>
        <translation>第 %1 行第 %2 列的权重</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>÷</source>
        <translation>÷</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Divisor: every weight is divided by it (9 averages a 3×3 box)</source>
        <translation>除数：每个权重都除以它（取 9 就是 3×3 区域的平均值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Divisor</source>
        <translation>除数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>zero (reads 0 outside)</source>
        <translation>补零（图像外读到 0）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replicate (nearest edge pixel)</source>
        <translation>复制（取最近的边缘像素）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reflect (mirror at the edge)</source>
        <translation>反射（以边缘为镜面）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (valid: output shrinks)</source>
        <translation>无填充（PyTorch 的 valid：输出变小）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How far the window moves between output pixels</source>
        <translation>每算一个输出像素，窗口移动的距离</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spacing between the input pixels the window reads</source>
        <translation>窗口读取的输入像素之间的间距</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip kernel (true convolution)</source>
        <translation>翻转卷积核（真正的卷积）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: cross-correlation, what CNN frameworks compute. On: the kernel is turned 180°.</source>
        <translation>关闭：互相关，即 CNN 框架实际计算的运算。开启：卷积核旋转 180°。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding:</source>
        <translation>填充：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stride:</source>
        <translation>步幅：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dilation:</source>
        <translation>膨胀：</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Row %1, column %2: &apos;%3&apos; is not a number. The last good kernel stays in use.</source>
        <translation>第 %1 行第 %2 列：&apos;%3&apos; 不是数字。继续使用上一个有效的卷积核。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1. The last good kernel stays in use.</source>
        <translation>%1。继续使用上一个有效的卷积核。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Output size = ⌊(in + 2·pad − dilation·(3−1) − 1) / stride⌋ + 1</source>
        <translation>输出尺寸 = ⌊(输入 + 2·填充 − 膨胀·(3−1) − 1) / 步幅⌋ + 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>width:  %1</source>
        <translation>宽：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>height: %1</source>
        <translation>高：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The window does not fit in the image: nothing to compute.</source>
        <translation>窗口放不进图像：没有可计算的内容。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::LayerPanel</name>
    <message>
        <location filename="../../app/gui/panels/layer/layer_panel.cpp" line="+79"/>
        <source>Roofline</source>
        <translation>屋顶线模型</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Layer:</source>
        <translation>卷积层：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layer preset</source>
        <translation>卷积层预设</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one filter 1→1 at 512²</source>
        <translation>一个卷积核 1→1，512²</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64→64 at 56²</source>
        <translation>64→64，56²</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128→128 at 28² ×4</source>
        <translation>128→128，28² ×4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>256→256 at 14² ×8</source>
        <translation>256→256，14² ×8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your own</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input channels C</source>
        <translation>输入通道数 C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filters K</source>
        <translation>卷积核数 K</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>side</source>
        <translation>边长</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model:</source>
        <translation>GPU 模型：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reference GPU</source>
        <translation>参考 GPU</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Multiply-adds per output: &lt;b&gt;%1 × 9 = %2&lt;/b&gt;&lt;br&gt;Outputs: %3 × %4 × %5 × %6 = &lt;b&gt;%7&lt;/b&gt;&lt;br&gt;Work: &lt;b&gt;%8 GFLOP&lt;/b&gt; (a multiply and an add per multiply-add)&lt;br&gt;Bytes moved, each tensor once: &lt;b&gt;%9&lt;/b&gt;&lt;br&gt;Arithmetic intensity: &lt;b style=&apos;font-size:x-large&apos;&gt;%10 FLOP per byte&lt;/b&gt;&lt;br&gt;&lt;i&gt;computed from the shape&lt;/i&gt;</source>
        <translation>每个输出的乘加次数：&lt;b&gt;%1 × 9 = %2&lt;/b&gt;&lt;br&gt;输出个数：%3 × %4 × %5 × %6 = &lt;b&gt;%7&lt;/b&gt;&lt;br&gt;计算量：&lt;b&gt;%8 GFLOP&lt;/b&gt;（每次乘加算一次乘法和一次加法）&lt;br&gt;搬运的字节数（每个张量一次）：&lt;b&gt;%9&lt;/b&gt;&lt;br&gt;计算强度：&lt;b style=&apos;font-size:x-large&apos;&gt;每字节 %10 FLOP&lt;/b&gt;&lt;br&gt;&lt;i&gt;由形状计算得出&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: more than the card&apos;s %2</source>
        <translation>%1：超过显卡的 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;What batching does&lt;/b&gt; (model: %1, datasheet)&lt;table cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;batch&lt;/th&gt;&lt;th&gt;kernel per image&lt;/th&gt;&lt;th&gt;with copies per image&lt;/th&gt;&lt;th&gt;VRAM for this layer&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;Each launch and copy costs a fixed time: a larger batch shares it among more images, until the kernel&apos;s own time per image is all that is left.</source>
        <translation>&lt;b&gt;批处理的作用&lt;/b&gt;（模型：%1，数据手册）&lt;table cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;批大小&lt;/th&gt;&lt;th&gt;每张图的核函数时间&lt;/th&gt;&lt;th&gt;每张图连同复制&lt;/th&gt;&lt;th&gt;这一层占用的显存&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;每次启动和复制都有固定的开销：批越大，分摊到每张图上的开销越少，最后每张图只剩核函数本身的时间。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>When layer after layer keeps its data in VRAM, only the &lt;b&gt;first input&lt;/b&gt; (%1 up) and the &lt;b&gt;last output&lt;/b&gt; (%2 down) cross PCIe; every layer between reads and writes VRAM at %3 GB/s. This layer&apos;s kernel: %4. (model: %5, datasheet)</source>
        <translation>如果一层接一层地把数据留在显存里，只有&lt;b&gt;第一个输入&lt;/b&gt;（上传 %1）和&lt;b&gt;最后一个输出&lt;/b&gt;（下载 %2）要经过 PCIe；中间的每一层都以 %3 GB/s 读写显存。这一层的核函数：%4。（模型：%5，数据手册）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;b&gt;published measurement: %1, %2, batch %3 (DeepBench)&lt;/b&gt;</source>
        <translation>&lt;b&gt;已发表的测量：%1，%2，批大小 %3（DeepBench）&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nearest: %1→%2 at %3, batch %4, distance %5; yours is %6→%7 at %8, batch %9: scaled by the work (×%10)</source>
        <translation>最接近的一行：%1→%2，%3，批大小 %4，距离 %5；你的层是 %6→%7，%8，批大小 %9：按工作量换算（×%10）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not timed (a first layer)</source>
        <translation>没有测（第一层）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>forward %1 · backward-data %2 · backward-weights %3</source>
        <translation>前向 %1 · 反向（数据）%2 · 反向（权重）%3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this layer is &lt;b&gt;memory-bound&lt;/b&gt; there</source>
        <translation>这一层在它上面&lt;b&gt;受限于内存&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this layer is &lt;b&gt;compute-bound&lt;/b&gt; there</source>
        <translation>这一层在它上面&lt;b&gt;受限于计算&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: ridge at %2 FLOP per byte; %3.</source>
        <translation>%1：屋脊点在每字节 %2 FLOP；%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this CPU: %1 GB/s, %2, measured here</source>
        <translation>本机 CPU：%1 GB/s，%2，在本机测得</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 GB/s, %3, model: %1, datasheet</source>
        <translation>%1：%2 GB/s，%3，模型：%1，数据手册</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>This CPU (measured here)</source>
        <translation>本机 CPU（在本机测得）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring this CPU&apos;s bandwidth and FMA peak…</source>
        <translation>正在测量本机 CPU 的带宽和 FMA 峰值……</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (model, datasheet)</source>
        <translation>%1（模型，数据手册）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one filter</source>
        <translation>一个卷积核</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this layer</source>
        <translation>这一层</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each point is where a workload meets a machine&apos;s roof: the most that machine can do with it.</source>
        <translation>每个点是一项工作与一台机器屋顶线的交点：也就是那台机器做这项工作最多能达到的速度。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::LayerSchematic</name>
    <message>
        <location filename="../../app/gui/panels/layer/layer_schematic.cpp" line="+47"/>
        <source>Layer schematic</source>
        <translation>卷积层示意图</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>1 input channel</source>
        <translation>1 个输入通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 input channels</source>
        <translation>%1 个输入通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2, × %3 images</source>
        <translation>%1 × %2，× %3 张图像</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>1 filter</source>
        <translation>1 个卷积核</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 filters</source>
        <translation>%1 个卷积核</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 output channel</source>
        <translation>1 个输出通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 output channels</source>
        <translation>%1 个输出通道</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>%1 × %2 each</source>
        <translation>每个 %1 × %2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>each %1 × 3 × 3</source>
        <translation>每个 %1 × 3 × 3</translation>
    </message>
</context>
<context>
    <name>convscope::gui::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="+80"/>
        <source>ConvScope — why convolution runs on GPUs</source>
        <translation>ConvScope — 为什么卷积要在 GPU 上运行</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Workbench and Speed</source>
        <translation>工作台与速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workbench</source>
        <translation>工作台</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer</source>
        <translation>卷积层</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory</source>
        <translation>内存访问</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>1 · Input image</source>
        <translation>1 · 输入图像</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2 · Kernel and parameters</source>
        <translation>2 · 卷积核与参数</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>CPU · one output pixel per step</source>
        <translation>CPU · 每步算一个输出像素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU · every output pixel in one launch</source>
        <translation>GPU · 一次启动算出所有输出像素</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Timings</source>
        <translation>计时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads and blocks</source>
        <translation>线程与线程块</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>Keys: Space play/pause · ← → one step · Home/End first/last · [ ] slower/faster · + − zoom · F fit · G run on GPU · click an output pixel to jump there · drag to pan, wheel to zoom</source>
        <translation>按键：空格 播放/暂停 · ← → 单步 · Home/End 首步/末步 · [ ] 减速/加速 · + − 缩放 · F 适应窗口 · G 在 GPU 上运行 · 点击输出像素跳到该步 · 拖动平移，滚轮缩放</translation>
    </message>
</context>
<context>
    <name>convscope::gui::MappingPanel</name>
    <message>
        <location filename="../../app/gui/panels/mapping_panel.cpp" line="+20"/>
        <source>Blocks</source>
        <translation>线程块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours</source>
        <translation>着色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warps</source>
        <translation>线程束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lanes</source>
        <translation>束内序号（lane）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who ran it</source>
        <translation>由谁运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A line around each block of threads (on the CPU side: each tile).</source>
        <translation>给每个线程块画边框（在 CPU 一侧：每个图块）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One colour per block; touching blocks never share a colour.</source>
        <translation>每个线程块一种颜色；相邻的线程块颜色不同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle threads: launched past the image edge, they compute nothing.</source>
        <translation>空闲线程：启动在图像边缘之外，不计算任何东西。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every other warp (32 consecutive threads of a block) darker.</source>
        <translation>每隔一个线程束（线程块中连续的 32 个线程）颜色加深。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in: each pixel shows its lane, then its threadIdx and block.</source>
        <translation>放大后：每个像素先显示它的束内序号（lane，即在线程束内的位置），再放大则显示 threadIdx 和线程块。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour each block by the SM that ran it (emulated: the CPU worker), and each CPU tile by the CPU thread that computed it.</source>
        <translation>按运行它的 SM（模拟时为 CPU 工作线程）给每个线程块着色，并按计算它的 CPU 线程给每个 CPU 图块着色。</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+232"/>
        <source>▶ Replay</source>
        <translation>▶ 回放</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>Slow motion: blocks appear in the order they started, over %1 s.</source>
        <translation>慢动作：线程块按开始的先后顺序出现，历时 %1&#xa0;秒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next block</source>
        <translation>下一个线程块</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Grid %1 × %2 = %3 blocks · &lt;b&gt;%4 idle&lt;/b&gt; threads · warp efficiency &lt;b&gt;%5 %&lt;/b&gt;</source>
        <translation>网格 %1 × %2 = %3 个线程块 · &lt;b&gt;%4 个空闲&lt;/b&gt;线程 · 线程束效率 &lt;b&gt;%5 %&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>model, %1: %2</source>
        <translation>模型，%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No GPU ran here. Each block shape&apos;s time is the model&apos;s: the launch, then the bytes its warps move (32-byte sectors, computed from the addresses, as if no cache served a sector twice) at the card&apos;s datasheet bandwidth: an upper bound that compares shapes the way a GPU&apos;s memory does. The Memory tab shows why.</source>
        <translation>这里没有 GPU 运行。每种线程块形状的时间来自模型：启动开销，再加上它的线程束搬运的字节（按地址算出的 32 字节扇区，假设没有缓存让扇区被重复利用）除以该卡规格表上的带宽：这是一个上限，但能像 GPU 的内存那样比较各种形状。原因见“内存访问”页。</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>%1 warps of 32 lanes; warp efficiency = pixels / lanes scheduled</source>
        <translation>%1 个线程束，每个有 32 个线程位（lane）；线程束效率 = 像素数 / 调度的线程位数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>kernel %1</source>
        <translation>核函数 %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&lt;i&gt;Inspector: point at an output pixel (click to pin it, click again to let go).&lt;/i&gt;</source>
        <translation>&lt;i&gt;检查器：指向一个输出像素（单击固定，再次单击取消）。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · pinned (Esc lets go)</source>
        <translation> · 已固定（按 Esc 取消）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay: run on the GPU first.</source>
        <translation>回放：请先在 GPU 上运行。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1/%2 started · %3 running</source>
        <translation>已开始 %1/%2 · 正在运行 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (model: no GPU ran it)</source>
        <translation>%1（模型：没有 GPU 运行它）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 recorded</source>
        <translation>%1 / 共记录 %2</translation>
    </message>
</context>
<context>
    <name>convscope::gui::MemoryPage</name>
    <message>
        <location filename="../../app/gui/panels/memory/memory_page.cpp" line="+19"/>
        <source>How a kernel gets its data</source>
        <translation>核函数如何拿到数据</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One filter on one image is memory-bound: the GPU waits for data more than it computes. What decides the speed is how many trips to memory a kernel makes and how much of each trip it uses.</source>
        <translation>一张图像上的一个卷积核是受内存限制的：GPU 等数据的时间多于计算的时间。决定速度的是核函数访问内存的次数，以及每次搬来的数据用上了多少。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::MemoryView</name>
    <message>
        <location filename="../../app/gui/panels/memory/memory_view.cpp" line="+106"/>
        <source>Tile and halo</source>
        <translation>图块与光环</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coalescing</source>
        <translation>合并访问</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared-memory banks</source>
        <translation>共享内存存储体</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Block:</source>
        <translation>线程块：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>naive kernel</source>
        <translation>朴素核函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiled kernel</source>
        <translation>分块核函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows kernel</source>
        <translation>行核函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel whose loads are shown</source>
        <translation>显示哪个核函数的加载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load instruction shown</source>
        <translation>显示哪条加载指令</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Block (%1, %2) computes %3 outputs (&lt;b style=&apos;color:%4&apos;&gt;green&lt;/b&gt;); its tile adds the halo, a ring of %5 inputs its neighbours read too (&lt;b style=&apos;color:#B45309&apos;&gt;amber&lt;/b&gt;).</source>
        <translation>线程块 (%1, %2) 计算 %3 个输出（&lt;b style=&apos;color:%4&apos;&gt;绿色&lt;/b&gt;）；它的图块还要加上光环：一圈 %5 个输入，相邻线程块也会读到它们（&lt;b style=&apos;color:#B45309&apos;&gt;琥珀色&lt;/b&gt;）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The larger the tile, the smaller the halo&apos;s share: 8×8 saves %1×, 16×16 %2×, 32×32 %3×, never quite 9× (the filter&apos;s nine taps).</source>
        <translation>图块越大，光环所占比例越小：8×8 省 %1 倍，16×16 省 %2 倍，32×32 省 %3 倍，但永远到不了 9 倍（卷积核的九个抽头）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each row of the tile is loaded from the start of its 32-byte sector, so the halo column on the left costs no extra sector.</source>
        <translation>图块的每一行都从它所在 32 字节扇区的开头加载，所以左边的光环列不会多占一个扇区。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hatched: outside the image, where the padding reads zeros and no memory is touched.</source>
        <translation>斜线：图像之外，填充读到的是零，不访问内存。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Warp 0 of block (%1, %2), %3: &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>线程块 (%1, %2) 的 0 号线程束，%3：&lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A %1×%2 block puts the warp&apos;s 32 threads along one row: neighbouring threads read neighbouring floats, and 32 floats fill 4 sectors.</source>
        <translation>%1×%2 的线程块让线程束的 32 个线程排在一行上：相邻线程读相邻的浮点数，32 个浮点数正好填满 4 个扇区。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A %1×%2 block spreads the warp&apos;s 32 threads over %3 rows: each row is a separate stretch of memory, with sectors of its own. Threads along x should read along the image&apos;s rows.</source>
        <translation>%1×%2 的线程块把线程束的 32 个线程分到 %3 行上：每一行都是内存中单独的一段，有自己的扇区。x 方向的线程应当沿着图像的行去读。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Green&lt;/b&gt;: the floats the lanes read; outlined: the 32-byte sectors the memory system moves for them; beige: bytes moved and not used.</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;绿色&lt;/b&gt;：各 lane 读取的浮点数；加框：内存系统为它们搬运的 32 字节扇区；米色：搬运了却没用到的字节。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tile rows %1 floats apart (%2 + 2): %3</source>
        <translation>图块各行相隔 %1 个浮点数（%2 + 2）：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kernel keeps this stride: %1</source>
        <translation>核函数保持这个行距：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no padding is needed or it would not fit</source>
        <translation>不需要补齐，或者补齐后放不下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padded to %1 floats, as the kernel lays the tile out: %2</source>
        <translation>补齐到 %1 个浮点数，正是核函数排布图块的方式：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shared memory has 32 banks; each serves one 4-byte word per turn. Each column is a bank and each cell a word the warp reads there, green or blue by the tile row it lies in; a red cell waits a turn.</source>
        <translation>共享内存有 32 个存储体，每个存储体每轮提供一个 4 字节的字。每一列是一个存储体，每一格是线程束在那里读的一个字，按它所在的图块行涂成绿色或蓝色；红格要多等一轮。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kernel</source>
        <translation>核函数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>values loaded per output</source>
        <translation>每个输出加载的值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sectors per warp load</source>
        <translation>每次线程束加载的扇区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bytes used of moved</source>
        <translation>搬运字节中用到的</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>moved per output</source>
        <translation>每个输出搬运</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>naive</source>
        <translation>朴素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiled</source>
        <translation>分块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>For this %1×%2 image and block. The model divides the bytes moved by the card&apos;s %3 GB/s (datasheet) as if no cache served a sector twice: the naive kernel&apos;s repeats mostly hit the caches on a real card, so its time is an upper bound. A device measures it: scripts/gpu_check.sh.</source>
        <translation>针对这张 %1×%2 的图像和这个线程块。模型用搬运的字节数除以该卡的 %3 GB/s（规格表），相当于假设没有缓存让扇区被重复利用：在真实的卡上，朴素核函数的重复读取大多命中缓存，所以它的时间是一个上限。要在设备上测量：scripts/gpu_check.sh。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::RooflineChart</name>
    <message>
        <location filename="../../app/gui/panels/layer/roofline_chart.cpp" line="+102"/>
        <source>arithmetic intensity (FLOP per byte moved)</source>
        <translation>计算强度（每搬运一个字节的 FLOP 数）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GFLOP/s attainable</source>
        <translation>可达到的 GFLOP/s</translation>
    </message>
</context>
<context>
    <name>convscope::gui::SideDrawer</name>
    <message>
        <location filename="../../app/gui/widgets/side_drawer.cpp" line="+57"/>
        <location line="+18"/>
        <source>Image and kernel settings</source>
        <translation>图像与卷积核设置</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;Image and kernel settings</source>
        <translation>图像与卷积核设置(&amp;I)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Image and kernel (F9)</source>
        <translation>图像与卷积核（F9）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the input image and the kernel settings (F9)</source>
        <translation>显示或隐藏输入图像与卷积核设置（F9）</translation>
    </message>
</context>
<context>
    <name>convscope::gui::StepControls</name>
    <message>
        <location filename="../../app/gui/panels/step_controls.cpp" line="+45"/>
        <source>First step (Home)</source>
        <translation>第一步（Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back (←)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（空格键）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One step forward (→)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last step (End)</source>
        <translation>最后一步（End）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finish now</source>
        <translation>立即完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every remaining output pixel at once</source>
        <translation>一次显示所有剩余的输出像素</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steps per second, from 1 to 5,000 ([ slower, ] faster)</source>
        <translation>每秒步数，1 到 5,000（[ 减速，] 加速）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed in steps per second</source>
        <translation>速度（每秒步数）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+62"/>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>convscope::gui::TextureAllocator</name>
    <message>
        <location filename="../../app/gui/gl/texture_allocator.cpp" line="+49"/>
        <source>no GL context for the texture thread</source>
        <translation>纹理线程没有可用的 GL 上下文</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the texture thread&apos;s GL context cannot be made current</source>
        <translation>无法将纹理线程的 GL 上下文设为当前上下文</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the texture to refill is gone</source>
        <translation>要重新填充的纹理已不存在</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>could not create a %1×%2 float texture (GL error 0x%3)</source>
        <translation>无法创建 %1×%2 的浮点纹理（GL 错误 0x%3）</translation>
    </message>
</context>
<context>
    <name>convscope::gui::ThreadMapping</name>
    <message>
        <location filename="../../app/gui/panels/thread_mapping.cpp" line="+205"/>
        <source>CPU thread %1</source>
        <translation>CPU 线程 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SM %1, %2, …</source>
        <translation>SM %1、%2、…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SM %1</source>
        <translation>SM %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (model: the %2&apos;s SMs)</source>
        <translation>%1（模型：%2 的 SM）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>CPU output: 1 thread</source>
        <translation>CPU 输出：1 个线程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU output: %1 threads</source>
        <translation>CPU 输出：%1 个线程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU not run yet</source>
        <translation>GPU 尚未运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU emulated on 1 CPU thread</source>
        <translation>在 1 个 CPU 线程上模拟 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU emulated on %1 CPU threads</source>
        <translation>在 %1 个 CPU 线程上模拟 GPU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1 SM</source>
        <translation>1 个 SM</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 SMs</source>
        <translation>%1 个 SM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GPU threads</source>
        <translation>%1 个 GPU 线程</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>a modelled %1: %2 SMs</source>
        <translation>模型中的 %1：%2 个 SM</translation>
    </message>
</context>
<context>
    <name>convscope::gui::TileFigure</name>
    <message>
        <location filename="../../app/gui/panels/memory/tile_figure.cpp" line="+21"/>
        <source>One block&apos;s tile and its halo on the input</source>
        <translation>输入上一个线程块的图块和光环</translation>
    </message>
</context>
<context>
    <name>convscope::gui::TimelineStrip</name>
    <message>
        <location filename="../../app/gui/widgets/timeline_strip.cpp" line="+152"/>
        <location line="+58"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+58"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>* drawn wider than its time, not to scale</source>
        <translation>* 画得比实际时间宽，未按比例</translation>
    </message>
</context>
<context>
    <name>convscope::gui::WindowMenus</name>
    <message>
        <location filename="../../app/gui/window_menus.cpp" line="+70"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open image…</source>
        <translation>打开图像(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export the window as PNG</source>
        <translation>把窗口导出为 PNG(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>at %1× (%2 × %3 px)…</source>
        <translation>%1 倍（%2 × %3 像素）…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export one &amp;view as PNG (2×)</source>
        <translation>把一个视图导出为 PNG（2 倍）(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU input</source>
        <translation>CPU 输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU output</source>
        <translation>CPU 输出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU input</source>
        <translation>GPU 输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU output</source>
        <translation>GPU 输出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export &amp;animation (GIF or PNG frames)…</source>
        <translation>导出动画（GIF 或 PNG 帧）(&amp;A)…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Copy the view</source>
        <translation>复制视图(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the &amp;window to the clipboard</source>
        <translation>把窗口复制到剪贴板(&amp;W)</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Save &amp;lessons as PDF…</source>
        <translation>把课程存为 PDF(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save lessons with the ans&amp;wers as PDF…</source>
        <translation>把课程连同答案存为 PDF(&amp;W)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo kernel edit</source>
        <translation>撤销卷积核修改(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo kernel edit</source>
        <translation>重做卷积核修改(&amp;R)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reset all settings to defaults…</source>
        <translation>把所有设置恢复为默认值…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset settings</source>
        <translation>恢复默认设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the remembered image, kernel, speed, text size, window size and recent files, and start again with the defaults?</source>
        <translation>忘掉记住的图像、卷积核、速度、文字大小、窗口大小和最近打开的文件，用默认值重新开始吗？</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Larger text</source>
        <translation>放大文字(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Smaller text</source>
        <translation>缩小文字(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>正常文字大小(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;About ConvScope…</source>
        <translation>关于 ConvScope(&amp;A)…</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Glossary…</source>
        <translation>术语表(&amp;G)…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The figure could not be drawn (too large for memory?)</source>
        <translation>无法绘制这张图（内存不够大？）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export as PNG</source>
        <translation>导出为 PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The animation was cancelled</source>
        <translation>动画已取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The window is still busy; try again in a moment</source>
        <translation>窗口仍在忙碌，请稍后再试</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Folder for the PNG frames (frame-0001.png …)</source>
        <translation>PNG 帧的文件夹（frame-0001.png …）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export animation as GIF</source>
        <translation>导出为 GIF 动画</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GIF animations (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drawing the animation…</source>
        <translation>正在绘制动画…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+28"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save lessons with the answers as PDF</source>
        <translation>把课程连同答案存为 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+26"/>
        <location line="+4"/>
        <source>Save lessons as PDF</source>
        <translation>把课程存为 PDF</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawing the lessons, a page a chapter…</source>
        <translation>正在绘制课程，每章一页…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The lessons could not be saved: %1</source>
        <translation>无法保存课程：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The window is on the clipboard</source>
        <translation>窗口已复制到剪贴板</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The view is on the clipboard</source>
        <translation>视图已复制到剪贴板</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Text size %1 %</source>
        <translation>文字大小 %1 %</translation>
    </message>
</context>
<context>
    <name>convscope::gui::WorkbenchViews</name>
    <message>
        <location filename="../../app/gui/panels/workbench_views.cpp" line="+41"/>
        <source>Computing the CPU output…</source>
        <translation>正在计算 CPU 输出…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>…
…</source>
        <translation>…
…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>replicate</source>
        <translation>复制边缘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reflect</source>
        <translation>镜像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>zero</source>
        <translation>零</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input %1 × %2
%3 padding around it</source>
        <translation>输入 %1 × %2
四周填充：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Input %1 × %2
no padding</source>
        <translation>输入 %1 × %2
无填充</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>Output
nothing to compute</source>
        <translation>输出
没有可计算的内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Output %1 × %2
filled step by step</source>
        <translation>输出 %1 × %2
逐步填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output %1 × %2
written by one launch</source>
        <translation>输出 %1 × %2
由一次启动写入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press “Run on GPU”</source>
        <translation>请按“在 GPU 上运行”</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt; · output pixel (%3, %4)</source>
        <translation>&lt;b&gt;第 %1 步，共 %2 步&lt;/b&gt; · 输出像素 (%3, %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At %1 steps/s: %2 so far; the whole image would take &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>按每秒 %1 步：已用 %2；整幅图像需 &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — the real CPU loop does all %1 pixels in &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation> — 真实的 CPU 循环算完全部 %1 个像素只需 &lt;b&gt;%2&lt;/b&gt;。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::speed_tab::MemoryPanel</name>
    <message>
        <location filename="../../app/gui/panels/speed/memory_panel.cpp" line="+61"/>
        <source>&lt;b&gt;Memory: where this image&apos;s bytes live (%1 × %2, the workbench&apos;s image)&lt;/b&gt;</source>
        <translation>&lt;b&gt;内存：这张图像的字节存放在哪里（%1 × %2，工作台的图像）&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Ask for a batch that does not fit</source>
        <translation>申请一批放不下的图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asks GPU memory for as many copies of this image&apos;s run as just do not fit: CUDA answers cudaErrorMemoryAllocation, and the app shows it.</source>
        <translation>向 GPU 显存申请刚好放不下的这张图像运行所需的份数：CUDA 回答 cudaErrorMemoryAllocation，本程序把它显示出来。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>file on disk</source>
        <translation>磁盘上的文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>decoded image</source>
        <translation>解码后的图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>float channel in RAM</source>
        <translation>内存中的浮点通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pinned staging buffer</source>
        <translation>锁页暂存缓冲区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VRAM input</source>
        <translation>显存输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>VRAM output</source>
        <translation>显存输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>texture (GL_R32F)</source>
        <translation>纹理（GL_R32F）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM, page-locked</source>
        <translation>内存，锁页</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>made in memory, no file</source>
        <translation>在内存中生成，没有文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the compressed file</source>
        <translation>压缩后的文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max(input, output): one copy at a time</source>
        <translation>max(输入, 输出)：一次只复制一个</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>GPU memory (measured here, %1): %2 free of %3</source>
        <translation>GPU 显存（本机实测，%1）：%3 中空闲 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU memory (model: %1, %2 published; no device here, so nothing else is assumed in use)</source>
        <translation>GPU 显存（模型：%1，公布容量 %2；本机没有设备，因此假定没有其他占用）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>measured here: a real cudaMalloc</source>
        <translation>本机实测：一次真实的 cudaMalloc</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>model: no device here, the same check against the %1&apos;s %2</source>
        <translation>模型：本机没有设备，用同样的检查对照 %1 的 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A batch of %1 runs of this image (%2 each) asks for %3.</source>
        <translation>一批 %1 份这张图像的运行（每份 %2）需要 %3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It fitted (%1).</source>
        <translation>放得下（%1）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CUDA error (%1): %2</source>
        <translation>CUDA 错误（%1）：%2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>convscope::gui::speed_tab::SpeedPanel</name>
    <message>
        <location filename="../../app/gui/panels/speed/speed_panel.cpp" line="+74"/>
        <source>Image sides:</source>
        <translation>图像边长：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square images of these sides, in pixels, separated by commas</source>
        <translation>这些边长的正方形图像，单位为像素，用逗号分隔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU rows:</source>
        <translation>GPU 数据：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auto: device, else recorded, else model</source>
        <translation>自动：设备，否则记录，否则模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the GPU numbers come from. Auto takes a CUDA device when there is one, else a recorded run of a real GPU, else the timing model of the %1. The emulated GPU is never used: it is not a GPU timing.</source>
        <translation>GPU 数字的来源。“自动”在有 CUDA 设备时用设备，否则用真实 GPU 的记录，否则用 %1 的计时模型。从不使用模拟 GPU：它不是 GPU 的计时。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run the sweep</source>
        <translation>运行扫描</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parts of one run at:</source>
        <translation>一次运行的各阶段，尺寸：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;Timeline of one run&lt;/b&gt;</source>
        <translation>&lt;b&gt;一次运行的时间线&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Press “Run the sweep”: the CPU engines are timed here at each side; the GPU rows say where they come from.</source>
        <translation>按“运行扫描”：CPU 引擎在本机按每个边长计时；GPU 各行会注明来源。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The input changed: run the sweep again.</source>
        <translation>输入已改变：请重新运行扫描。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The kernel changed: run the sweep again.</source>
        <translation>卷积核已改变：请重新运行扫描。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Image sides must be whole numbers from 1 to %1, got “%2”</source>
        <translation>图像边长必须是 1 到 %1 的整数，收到的是“%2”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Give at least one image side.</source>
        <translation>请至少给出一个图像边长。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Measuring %1 …</source>
        <translation>正在测量 %1 …</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The sweep failed: %1</source>
        <translation>扫描失败：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled after %1&#xa0;s: the sides shown are those finished.</source>
        <translation>%1&#xa0;秒后已取消：显示的是已完成的边长。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done in %1&#xa0;s.</source>
        <translation>用时 %1&#xa0;秒完成。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The timeline of one run appears after a sweep.</source>
        <translation>扫描之后这里显示一次运行的时间线。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The machine was too busy to tell where the GPU (%1) wins, with copies or without: other programs held the CPU while its rows were timed. Run the sweep again when it is idle.</source>
        <translation>这台机器太忙，说不清 GPU（%1）从哪里开始胜出，不论带不带复制：计时的时候其他程序占着 CPU。请在机器空闲时重新运行尺寸扫描。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sources: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA said: %1</source>
        <translation>CUDA 原文：%1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No GPU run at %1 to show.</source>
        <translation>%1 没有可显示的 GPU 运行。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>convert</source>
        <translation>转换</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kernel</source>
        <translation>核函数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copy to VRAM</source>
        <translation>复制到显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>download</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copy from VRAM</source>
        <translation>从显存复制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copies</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Putting the output on screen is not measured yet: the workbench times it when it shows a GPU output.</source>
        <translation>把输出显示到屏幕上的时间还没有测：工作台显示 GPU 输出时会计时。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>texture upload</source>
        <translation>纹理上传</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>draw</source>
        <translation>绘制</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no texture upload (CUDA wrote the texture)</source>
        <translation>无纹理上传（CUDA 直接写入了纹理）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>texture upload %1&#xa0;ms</source>
        <translation>纹理上传 %1&#xa0;毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>texture filled on the texture thread (not timed)</source>
        <translation>纹理由纹理线程填充（未计时）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On screen: this window&apos;s %1 output (%2), %3, draw %4&#xa0;ms on %5, measured here (host clock).</source>
        <translation>显示到屏幕：本窗口的%1 输出（%2），%3，在 %5 上绘制 %4&#xa0;毫秒，本机实测（主机时钟）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On screen, at the window&apos;s size and not in the bars or the total: this window&apos;s %1 output (%2), %3, draw %4&#xa0;ms on %5, measured here (host clock).</source>
        <translation>显示到屏幕（按窗口的尺寸，不计入条形图和总时间）：本窗口的%1 输出（%2），%3，在 %5 上绘制 %4&#xa0;毫秒，本机实测（主机时钟）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this OpenGL</source>
        <translation>这个 OpenGL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>decode and convert measured here</source>
        <translation>解码和转换为本机实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decode and convert not measured above %1</source>
        <translation>大于 %1 时不测量解码和转换</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (the swept side nearest this %2 × %3 image)</source>
        <translation>%1（扫描过的边长中最接近这张 %2 × %3 图像的）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One run at %1, pageable copies, %2&#xa0;ms: %3; GPU parts %4%5. %6</source>
        <translation>%1 的一次运行，可分页内存复制，%2&#xa0;毫秒：%3；GPU 部分来自%4%5。%6</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>From the upload to the download, zoomed: %1&#xa0;ms</source>
        <translation>从上传到下载，放大显示：%1&#xa0;毫秒</translation>
    </message>
    <message>
        <location line="-13"/>
        <source> (hatched: computed, not timed)</source>
        <translation>（斜线：计算所得，未计时）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>nothing to export yet: run the sweep first</source>
        <translation>还没有可导出的内容：请先运行扫描</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the chart could not be encoded as PNG</source>
        <translation>图表无法编码为 PNG</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the sweep as CSV</source>
        <translation>将扫描导出为 CSV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>%1.</source>
        <comment>a sentence&apos;s full stop</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <comment>series: their source</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between series</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; </source>
        <comment>between sources</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>convscope::gui::speed_tab::VramBar</name>
    <message>
        <location filename="../../app/gui/panels/speed/vram_bar.cpp" line="+67"/>
        <source>grey: in use · green: this image&apos;s run (%1) · bar: a request, red when it does not fit</source>
        <translation>灰色：已占用 · 绿色：这张图像的运行（%1）· 横条：一次申请，放不下时为红色</translation>
    </message>
</context>
<context>
    <name>convscope::gui::train_tab::ConfusionView</name>
    <message>
        <location filename="../../app/gui/panels/train/confusion_view.cpp" line="+33"/>
        <source>Confusion matrix</source>
        <translation>混淆矩阵</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>rows: the true class · columns: the predicted class</source>
        <translation>行：真实类别 · 列：预测类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The matrix appears after the first evaluation.</source>
        <translation>第一次评估之后显示矩阵。</translation>
    </message>
</context>
<context>
    <name>convscope::gui::train_tab::FeatureMapsView</name>
    <message>
        <location filename="../../app/gui/panels/train/feature_maps_view.cpp" line="+28"/>
        <source>Feature maps of the test image</source>
        <translation>测试图像的特征图</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The maps appear once Fashion-MNIST is loaded.</source>
        <translation>Fashion-MNIST 加载后显示特征图。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Map k is filter k slid over the image, then ReLU: black 0, white %1.</source>
        <translation>特征图 k 是卷积核 k 在图像上滑动、再经过 ReLU 的结果：黑为 0，白为 %1。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>test image</source>
        <translation>测试图像</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>map %1</source>
        <translation>特征图 %1</translation>
    </message>
</context>
<context>
    <name>convscope::gui::train_tab::FilterGrid</name>
    <message>
        <location filename="../../app/gui/panels/train/filter_grid.cpp" line="+33"/>
        <source>One scale for all eight: white 0, red positive, blue negative. Click one to try it on the workbench.</source>
        <translation>八个卷积核共用一个色标：白为 0，红为正，蓝为负。点击一个，把它放到工作台上试试。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>filter %1</source>
        <translation>卷积核 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter %1: click to put its nine weights on the workbench as the kernel</source>
        <translation>卷积核 %1：点击后把它的九个权重作为卷积核放到工作台上</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The first layer&apos;s 8 filters</source>
        <translation>第一层的 8 个卷积核</translation>
    </message>
</context>
<context>
    <name>convscope::gui::train_tab::StepBar</name>
    <message>
        <location filename="../../app/gui/panels/train/step_bar.cpp" line="+20"/>
        <source>One training step</source>
        <translation>一个训练步</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <comment>a part of the step and its time</comment>
        <translation>%1 %2 ms</translation>
    </message>
</context>
<context>
    <name>convscope::gui::train_tab::TrainChart</name>
    <message>
        <location filename="../../app/gui/panels/train/train_chart.cpp" line="+53"/>
        <source>training steps</source>
        <translation>训练步数</translation>
    </message>
</context>
<context>
    <name>convscope::gui::train_tab::TrainPanel</name>
    <message>
        <location filename="../../app/gui/panels/train/train_panel.cpp" line="+126"/>
        <source>The first layer&apos;s 8 filters, as they learn</source>
        <translation>第一层的 8 个卷积核，边学边变</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Loss (cross-entropy) of each batch</source>
        <translation>每个批次的损失（交叉熵）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loss chart</source>
        <translation>损失图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accuracy on test images</source>
        <translation>测试图像上的准确率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>test accuracy (%)</source>
        <translation>测试准确率（%）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test accuracy chart</source>
        <translation>测试准确率图</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the first layer sees</source>
        <translation>第一层看到了什么</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test image</source>
        <translation>测试图像</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Test image number</source>
        <translation>测试图像编号</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+261"/>
        <source>Confusion matrix</source>
        <translation>混淆矩阵</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+13"/>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Images per training step: the gradient is their mean (1 to %1)</source>
        <translation>每个训练步使用的图像数：梯度取它们的平均（1 到 %1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>How far each step moves the weights against the gradient (momentum 0.9). Too large and the loss grows instead of falling.</source>
        <translation>每一步沿梯度反方向移动权重的幅度（动量 0.9）。太大时损失不降反升。</translation>
    </message>
    <message>
        <location line="-140"/>
        <location line="+389"/>
        <source>epoch %1: step %2 of %3</source>
        <translation>第 %1 轮：第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <location line="-387"/>
        <source>The epoch&apos;s progress</source>
        <translation>本轮进度</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>One training step, measured here</source>
        <translation>一个训练步（本机实测）</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>The new batch size and learning rate apply from Reset.</source>
        <translation>新的批大小和学习率在重置后生效。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>English</source>
        <comment>the class names&apos; language: 中文 in the Chinese window</comment>
        <translation>中文</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Loading Fashion-MNIST…</source>
        <translation>正在加载 Fashion-MNIST…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The batch size must be a whole number from 1 to %1, not %2.</source>
        <translation>批大小必须是 1 到 %1 之间的整数，而不是 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The learning rate must be above 0 and at most %1 (0.05 is a good start), not %2.</source>
        <translation>学习率必须大于 0 且不超过 %1（0.05 是不错的起点），而不是 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+167"/>
        <source>These settings cannot train: %1</source>
        <translation>这些设置无法训练：%1</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>Fashion-MNIST loaded: %1 training and %2 test images. Press Start.</source>
        <translation>Fashion-MNIST 已加载：%1 张训练图像，%2 张测试图像。请按“开始”。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fashion-MNIST is not installed: sudo apt install %1 (expected at %2)</source>
        <translation>未安装 Fashion-MNIST：sudo apt install %1（应位于 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fashion-MNIST could not be read from %1: %2</source>
        <translation>无法从 %1 读取 Fashion-MNIST：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rest of ConvScope works without it; this tab trains once it is there (open the window again).</source>
        <translation>没有它，ConvScope 的其他部分照常工作；安装后本页即可训练（请重新打开窗口）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No data set, no steps.</source>
        <translation>没有数据集，无法训练。</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+11"/>
        <source>Training…</source>
        <translation>正在训练…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Paused after step %1.</source>
        <translation>已在第 %1 步后暂停。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Back to the initial weights: press Start.</source>
        <translation>已回到初始权重：请按“开始”。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The step&apos;s parts appear after the first step.</source>
        <translation>第一步之后显示一步的各个部分。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured here, on this computer&apos;s CPU, once training runs.</source>
        <translation>开始训练后，在本机 CPU 上实测。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;GPU: not measured here&lt;/b&gt;; see &lt;code&gt;convscope network vgg16&lt;/code&gt; for published figures.</source>
        <translation>&lt;b&gt;GPU：本机未测量&lt;/b&gt;；已发表的数据见 &lt;code&gt;convscope network vgg16&lt;/code&gt;。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Published for another network, VGG-16 (%1, %2): %3 %4 ms, %5 images per second; %6 %7 ms, %8 images per second.</source>
        <translation>另一个网络 VGG-16 的已发表数据（%1，%2）：%3 %4 ms，每秒 %5 张图像；%6 %7 ms，每秒 %8 张图像。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>epoch 1</source>
        <translation>第 1 轮</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Training stopped at step %1: %2 Lower the learning rate and press Reset.</source>
        <translation>训练在第 %1 步停止：%2 请调低学习率并按“重置”。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Confusion matrix: %1 test images after %2 steps, %3 % right</source>
        <translation>混淆矩阵：%2 步之后的 %1 张测试图像，正确率 %3 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Training… step %1, loss %2</source>
        <translation>正在训练…第 %1 步，损失 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After step %1: %2 % of %3 test images right.</source>
        <translation>第 %1 步之后：%3 张测试图像中 %2 % 正确。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward (data)</source>
        <translation>反向（数据）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward (weights)</source>
        <translation>反向（权重）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>update</source>
        <translation>更新</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;CPU, measured here:&lt;/b&gt; %1 ms a step of %2 images, &lt;b&gt;%3 images per second&lt;/b&gt; (median of the last %4 steps; %5 engine, %6 threads)</source>
        <translation>&lt;b&gt;CPU，本机实测：&lt;/b&gt;每步 %2 张图像 %1 ms，&lt;b&gt;每秒 %3 张图像&lt;/b&gt;（最近 %4 步的中位数；%5 引擎，%6 个线程）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Predicted: &lt;b&gt;%1&lt;/b&gt; (%2 %) · true class: &lt;b&gt;%3&lt;/b&gt; &lt;span style=&apos;color:%4&apos;&gt;%5&lt;/span&gt;</source>
        <translation>预测：&lt;b&gt;%1&lt;/b&gt;（%2 %）· 真实类别：&lt;b&gt;%3&lt;/b&gt; &lt;span style=&apos;color:%4&apos;&gt;%5&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Filter %1 is the workbench&apos;s kernel now (the test image could not be written to the cache).</source>
        <translation>卷积核 %1 现在是工作台的卷积核（测试图像无法写入缓存）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Filter %1 is the workbench&apos;s kernel now&lt;/b&gt;, sliding over test image %2 (%3): the Workbench tab shows it computing map %1, before bias and ReLU.</source>
        <translation>&lt;b&gt;卷积核 %1 现在是工作台的卷积核&lt;/b&gt;，在测试图像 %2（%3）上滑动：“工作台”页显示它如何计算特征图 %1（未加偏置和 ReLU）。</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::CoresDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_cores.cpp" line="+85"/>
        <source>This computer&apos;s CPU</source>
        <translation>这台计算机的 CPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 logical cores × %2 float lanes (%3) = &lt;b&gt;%4 lanes&lt;/b&gt;</source>
        <translation>%1 个逻辑核心 × 每核 %2 个浮点 lane（%3）= &lt;b&gt;%4 个 lane&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This computer&apos;s GPU: %1</source>
        <translation>这台计算机的 GPU：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 SMs × %2 cores = &lt;b&gt;%3 CUDA cores&lt;/b&gt;</source>
        <translation>%1 个流多处理器 × %2 个核心 = &lt;b&gt;%3 个 CUDA 核心&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>as the command convscope info prints it</source>
        <translation>与命令 convscope info 的输出相同</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each box is one core, each square one lane.</source>
        <translation>每个方框是一个核心，每个小方块是一个 lane。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Good at:&lt;/b&gt; one task fast; decisions and branches; different work on every core.</source>
        <translation>&lt;b&gt;擅长：&lt;/b&gt;快速完成单个任务；判断和分支；每个核心做不同的工作。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each box is one SM, each dot one core.</source>
        <translation>每个方框是一个流多处理器，每个点是一个核心。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no NVIDIA GPU in this computer: NVIDIA&apos;s figures for these cards</source>
        <translation>这台计算机没有 NVIDIA GPU：这些显卡的数据来自 NVIDIA 公布的规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA device facts of this computer</source>
        <translation>本机 CUDA 设备信息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Good at:&lt;/b&gt; the same small computation on millions of values at once.</source>
        <translation>&lt;b&gt;擅长：&lt;/b&gt;同时对数百万个数值做同样的小计算。</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::CrossoverDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_crossover.cpp" line="+87"/>
        <source>image side (pixels)</source>
        <translation>图像边长（像素）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CPU, all cores (recorded on a quiet machine)</source>
        <translation>CPU，全部核心（在一台空闲的计算机上录得）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU, all cores (measured here)</source>
        <translation>CPU，全部核心（在本机测得）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU, one core, plain loop (recorded on a quiet machine)</source>
        <translation>CPU，单核心、朴素循环（在一台空闲的计算机上录得）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU, one core, plain loop (measured here)</source>
        <translation>CPU，单核心、朴素循环（在本机测得）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU with copies there and back (model)</source>
        <translation>GPU 含往返复制（模型估算）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU kernel alone, data already on the card (model)</source>
        <translation>只算 GPU 核函数，数据已在显卡上（模型估算）</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The measurement failed: %1</source>
        <translation>测量失败：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: launch %2 + bytes ÷ %3 GB/s memory; each copy %4 + bytes ÷ %5 GB/s (pinned: 80 % of %6&apos;s %7 GB/s). Bandwidths published; launch, copy set-up and the pinned share assumed (the Speed tab&apos;s model)</source>
        <translation>%1：启动 %2 + 字节数 ÷ %3 GB/s 显存带宽；每次复制 %4 + 字节数 ÷ %5 GB/s（锁页内存：%6 的 %7 GB/s 的 80 %）。带宽为公布的数据，启动、复制准备时间和锁页比例为假设值（与“速度”页的模型相同）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CPU: ConvScope&apos;s parallel engine and its plain loop, timed by the Speed tab&apos;s sweep with a chapter&apos;s budget: the median of the runs that fit about %1 ms per size, at least 3 (the Speed tab and convscope sweep give each size about %2 ms); the crossover is found as there, against the parallel engine</source>
        <translation>CPU：ConvScope 的并行引擎和朴素循环，用“速度”页的扫描测得，但预算是一章的：每个尺寸取约 %1 毫秒内能跑完的次数的中位数，至少 3 次（“速度”页和 convscope sweep 每个尺寸约 %2 毫秒）；交叉点的求法与那里相同，对比并行引擎</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Measuring this CPU at 16 × 16 … 2048 × 2048 pixels …</source>
        <translation>正在测量这台 CPU（16 × 16 … 2048 × 2048 像素）……</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>CPU: the sweep of %1, recorded on %2 when nothing else ran (%3)</source>
        <translation>CPU：%1 的扫描，%2 在没有其他程序运行时录得（%3）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The machine was too busy to tell: other programs held the CPU while it was timed, so its figures are not trusted and no crossover is stated. Close them and run the sweep again.</source>
        <translation>机器太忙，无法判断：计时期间其他程序占用了 CPU，这些数字不可信，因此不给出交叉点。请关闭它们后重新运行扫描。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>With the copies there and back, it wins from &lt;b&gt;%1 × %1&lt;/b&gt; on.</source>
        <translation>算上往返复制，它从 &lt;b&gt;%1 × %1&lt;/b&gt; 起才更快。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With the copies there and back it &lt;b&gt;never&lt;/b&gt; wins for one 3 × 3 filter: moving a pixel over PCIe costs more than computing it.</source>
        <translation>算上往返复制，对单个 3 × 3 滤波器它&lt;b&gt;始终&lt;/b&gt;不占优：经 PCIe 搬运一个像素比计算它还贵。</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+12"/>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>that CPU</source>
        <translation>那台 CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this CPU</source>
        <translation>这台 CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the data already on the card, the modelled %1 beats %3 from &lt;b&gt;%2 × %2&lt;/b&gt; pixels on; below that, the launch alone takes longer than the CPU&apos;s whole run.</source>
        <translation>数据已在显卡上时，模型中的 %1 从 &lt;b&gt;%2 × %2&lt;/b&gt; 像素起胜过%3；更小的图像，单是启动就比 CPU 算完整张图还久。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Even with the data on the card, the modelled %1 does not beat %3 up to %2 × %2.</source>
        <translation>即使数据已在显卡上，模型中的 %1 在 %2 × %2 以内也胜不过%3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This machine was too busy to be measured now (other programs held the CPU), so the CPU lines are a sweep recorded on a quiet machine: %1, %2, not measured now.</source>
        <translation>这台计算机现在太忙，无法测量（其他程序占着 CPU），所以 CPU 的曲线是在一台空闲的计算机上录得的扫描：%1，%2，不是现在测得的。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> Up to about %1 × %1 the “all cores” line lies above the one-core line: starting the threads costs more than the little work they share.</source>
        <translation>在约 %1 × %1 以内，“全部核心”的线高于单核心的线：启动线程的开销比它们分担的那点工作还大。</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::DataPathDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_data_path.cpp" line="+20"/>
        <source>File on disk (PNG)</source>
        <translation>磁盘上的文件（PNG）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>read and decode</source>
        <translation>读取并解码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoded image in RAM (RGBA, 8 bits a channel: 4 bytes a pixel)</source>
        <translation>内存中解码后的图像（RGBA，每通道 8 位：每像素 4 字节）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>convert to floats</source>
        <translation>转换为浮点数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Float channel in RAM</source>
        <translation>内存中的浮点通道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy over PCIe (pinned; pageable about twice as long)</source>
        <translation>经 PCIe 复制（锁页内存；可分页内存约慢一倍）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input in VRAM</source>
        <translation>显存中的输入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>launch + kernel</source>
        <translation>启动 + 核函数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output in VRAM</source>
        <translation>显存中的输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy back over PCIe (skipped by interop)</source>
        <translation>经 PCIe 复制回来（互操作时省去）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Texture on screen</source>
        <translation>屏幕上的纹理</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>GPU steps</source>
        <translation>GPU 步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU steps: decoding and converting this image here, the median of 7 runs, measured once per image: chapter 8 in this window (or in one lessons PDF) shows the same figures; another window measures anew</source>
        <translation>CPU 步骤：在本机对这张图解码和转换，取 7 次的中位数，每张图只测一次：本窗口（或同一份课程 PDF）的第 8 章用的是同一组数字；换一个窗口会重新测量</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The window&apos;s image: %1 × %2 pixels, one channel</source>
        <translation>窗口里的图像：%1 × %2 像素，单通道</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::FlipDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_flip.cpp" line="+47"/>
        <source>True convolution: filter turned 180°</source>
        <translation>真正的卷积：滤波器旋转 180°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cross-correlation (PyTorch): filter as written</source>
        <translation>互相关（PyTorch）：滤波器原样</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>ConvScope&apos;s reference engine on this image, both ways, compared bit for bit</source>
        <translation>ConvScope 的参考引擎对这张图分别做两种运算，逐位比较</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This filter is symmetric: both give the same image, bit for bit.</source>
        <translation>这个滤波器是对称的：两种运算得到的图像逐位相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every output changed its sign: red became blue. The turn matters for this filter.</source>
        <translation>每个输出都变了符号：红色变成了蓝色。对这个滤波器来说，旋转很重要。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two images differ: the turn matters for this filter.</source>
        <translation>两幅图像不同：对这个滤波器来说，旋转很重要。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check: with the Gaussian blur, a symmetric filter, both ways give identical bits.</source>
        <translation>验证：换成对称的高斯模糊滤波器，两种方式得到的结果逐位相同。</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::GlossaryDialog</name>
    <message>
        <location filename="../../app/gui/lessons/glossary_dialog.cpp" line="+14"/>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search, in English or Chinese: warp, 线程束, VRAM…</source>
        <translation>用中文或英文搜索：线程束、warp、显存、VRAM……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search the glossary</source>
        <translation>搜索术语表</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 terms</source>
        <translation>共 %1 个术语</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 terms</source>
        <translation>%2 个术语中的 %1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;No term contains “%1”.&lt;/i&gt;</source>
        <translation>&lt;i&gt;没有术语包含“%1”。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::Im2colDemo</name>
    <message>
        <location filename="../../app/gui/lessons/layer_demos/demo_im2col.cpp" line="+25"/>
        <source>without cuDNN</source>
        <translation>不用 cuDNN</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;im2col&lt;/b&gt;, 2 channels of 4 × 4: one column per output (red: output 6)</source>
        <translation>&lt;b&gt;im2col&lt;/b&gt;，2 个 4 × 4 通道：每个输出一列（红框：第 6 个输出）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>K × 18 weights × this matrix = all K × 16 outputs: &lt;b&gt;one matrix product&lt;/b&gt; (GEMM)</source>
        <translation>K × 18 的权重乘以这个 18 × 16 的矩阵：&lt;b&gt;一次矩阵乘法&lt;/b&gt;（GEMM）得到全部 K × 16 个输出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GTX 1080: VGG-16 forward, batch 16</source>
        <translation>GTX 1080：VGG-16 前向，批大小 16</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>V100, one layer: 64→128 at 112²</source>
        <translation>V100，一层：64→128，112²</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP16, Tensor Cores</source>
        <translation>FP16，Tensor Core</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Tensor Cores&lt;/b&gt; (FP16 inputs, FP32 sums): %1 / %2 ms = &lt;b&gt;%3×&lt;/b&gt;. &lt;b&gt;FP32 above the peak:&lt;/b&gt; %4 TFLOP/s by the direct count, %5% of %6: Winograd does fewer multiplications.</source>
        <translation>&lt;b&gt;Tensor Core&lt;/b&gt;（FP16 输入，FP32 累加）：%1 / %2 ms = &lt;b&gt;%3×&lt;/b&gt;。&lt;b&gt;FP32 超过峰值：&lt;/b&gt;按直接卷积计数是 %4 TFLOP/s，是 %6 TFLOP/s 峰值的 %5%：cuDNN 的 Winograd 做的乘法比这个计数少。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>other hardware, not this machine. Left: jcjohnson/cnn-benchmarks, final revision 2017-09-25 (without cuDNN: Torch&apos;s own CUDA convolution). Right: DeepBench (Baidu Research), V100, cuDNN 7.6, batch 16</source>
        <translation>别的硬件，不是本机。左：jcjohnson/cnn-benchmarks，最终版 2017-09-25（“不用 cuDNN”指 Torch 自带的 CUDA 卷积）。右：DeepBench（百度研究院），V100，cuDNN 7.6，批大小 16</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::IndependenceDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_independence.cpp" line="+53"/>
        <source>Row by row</source>
        <translation>逐行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffled order</source>
        <translation>打乱顺序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two workers, one half each</source>
        <translation>两个工作线程，各算一半</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>worker 1</source>
        <translation>工作线程 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>worker 2</source>
        <translation>工作线程 2</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Shuffle again</source>
        <translation>重新打乱</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Nothing to compute for this input.</source>
        <translation>这个输入没有可计算的内容。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Shuffled order: all %1 pixels identical to row by row, bit for bit.</source>
        <translation>打乱顺序：全部 %1 个像素与逐行计算逐位相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffled order differs from row by row.</source>
        <translation>打乱顺序与逐行计算不同。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two workers at once: all %1 pixels identical, bit for bit.</source>
        <translation>两个工作线程同时计算：全部 %1 个像素逐位相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two workers differ from row by row.</source>
        <translation>两个工作线程的结果与逐行计算不同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compared with memcmp over the 32-bit floats; computed here by ConvScope&apos;s engines on this image.</source>
        <translation>用 memcmp 逐字节比较 32 位浮点数；由 ConvScope 的引擎在本机对这张图计算。</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::LayerDemo</name>
    <message>
        <location filename="../../app/gui/lessons/layer_demos/demo_layer.cpp" line="+39"/>
        <source>images in the batch</source>
        <translation>一批中的图像数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>filters</source>
        <translation>滤波器个数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>input channels</source>
        <translation>输入通道数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image side (pixels)</source>
        <translation>图像边长（像素）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>outputs = batch × filters × side × side; GPU cores from published specifications</source>
        <translation>输出数 = 批大小 × 滤波器数 × 边长 × 边长；GPU 核心数来自公布的规格</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>One filter on one image: &lt;b&gt;%1&lt;/b&gt; outputs.&lt;br&gt;This layer: &lt;b style=&apos;color:#047857; font-size:x-large&apos;&gt;%2&lt;/b&gt; independent outputs, each a sum of %3 products: &lt;span style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;%4&lt;/b&gt; multiplications&lt;/span&gt;.&lt;br&gt;Shared among the %5 CUDA cores of the %6, each core gets &lt;b&gt;%7&lt;/b&gt; outputs: every core stays busy.</source>
        <translation>一个滤波器、一张图像：&lt;b&gt;%1&lt;/b&gt; 个输出。&lt;br&gt;这一层：&lt;b style=&apos;color:#047857; font-size:x-large&apos;&gt;%2&lt;/b&gt; 个互不依赖的输出，每个是 %3 个乘积之和，&lt;span style=&apos;white-space:nowrap&apos;&gt;共 &lt;b&gt;%4&lt;/b&gt; 次乘法&lt;/span&gt;。&lt;br&gt;分给 %6 的 %5 个 CUDA 核心，每个核心分到 &lt;b&gt;%7&lt;/b&gt; 个输出：每个核心都有活干。</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::LayerWinsDemo</name>
    <message>
        <location filename="../../app/gui/lessons/layer_demos/demo_layer_wins.cpp" line="+49"/>
        <source>GPU: %1 from its datasheet; kernel = max(bytes ÷ bandwidth, FLOP ÷ peak) + launch, copies at the pinned rate; not a GPU measurement</source>
        <translation>GPU：%1，按数据手册；核函数 = max(字节 ÷ 带宽, FLOP ÷ 峰值) + 启动，复制按锁页内存的速率；不是 GPU 实测</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Measuring this CPU&apos;s memory bandwidth and FMA peak…</source>
        <translation>正在测量本机 CPU 的内存带宽和 FMA 峰值……</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CPU at its best (measured ceilings)</source>
        <translation>CPU 的最好成绩（实测上限）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU with its copies (model)</source>
        <translation>GPU 连同复制（模型）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One filter, 1 → 1 on the same 56 × 56 image</source>
        <translation>一个卷积核，1 → 1，同一张 56 × 56 图像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The layer, 64 → 64 × 8 images</source>
        <translation>这一层，64 → 64 × 8 张图像</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One filter: the copies alone take longer than the CPU&apos;s whole job. &lt;b&gt;The CPU wins.&lt;/b&gt;</source>
        <translation>一个卷积核：光是复制就比 CPU 做完全部工作还慢。&lt;b&gt;CPU 胜。&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One filter: the GPU is ahead, but only just.</source>
        <translation>一个卷积核：GPU 略快一点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The layer: 64× the work for each byte. &lt;b&gt;The GPU wins by %1×, copies included.&lt;/b&gt;</source>
        <translation>这一层：每个字节对应的工作多了 64 倍。&lt;b&gt;即使算上复制，GPU 也快 %1 倍。&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The layer: on this CPU the GPU model does not win.</source>
        <translation>这一层：在本机上 GPU 模型没有胜出。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU: %1 GB/s memcpy, %2 GFLOP/s FMA peak; time = FLOP ÷ min(peak, bandwidth × intensity), a best case no CPU engine beats</source>
        <translation>CPU：memcpy %1 GB/s，FMA 峰值 %2 GFLOP/s；时间 = FLOP ÷ min(峰值, 带宽 × 计算强度)，这是任何 CPU 实现都超不过的最好情况</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::LessonDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_common.cpp" line="+30"/>
        <source>measured here</source>
        <translation>在本机测得</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recorded, not measured now</source>
        <translation>录得的数据，不是现在测得</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>published specification</source>
        <translation>公布的规格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>published measurement</source>
        <translation>公布的实测数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model</source>
        <translation>模型估算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computed</source>
        <translation>计算得出</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1: the model of the %2, %3 at %4 GB/s (%5 % of its peak, pinned), memory %6 GB/s (published); launch %7, %8 per copy and the pinned share (assumed); not a GPU measurement</source>
        <translation>%1：%2 的模型，%3 按 %4 GB/s（峰值的 %5 %，锁页内存），显存 %6 GB/s（公布的数据）；启动 %7、每次复制 %8 和锁页比例为假设值；不是 GPU 实测</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::LessonMode</name>
    <message>
        <location filename="../../app/gui/lesson_deck.cpp" line="-127"/>
        <location filename="../../app/gui/lessons/lesson_mode.cpp" line="+173"/>
        <source>Check yourself</source>
        <translation>自我检测</translation>
    </message>
    <message>
        <location filename="../../app/gui/lessons/lesson_mode.cpp" line="+7"/>
        <source>Reveal the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>◀ Previous</source>
        <translation>◀ 上一章</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>下一章 ▶</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Workbench (L)</source>
        <translation>工作台（L）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full screen (F5)</source>
        <translation>全屏（F5）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PageDown / → next · PageUp / ← previous · click an underlined word</source>
        <translation>PageDown / → 下一章 · PageUp / ← 上一章 · 点击带下划线的词查看解释</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::RooflineDemo</name>
    <message>
        <location filename="../../app/gui/lessons/layer_demos/demo_roofline.cpp" line="+23"/>
        <source>one filter</source>
        <translation>一个卷积核</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VGG conv1_1, 3 → 64</source>
        <translation>VGG conv1_1，3 → 64</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>64 → 64 at 56²</source>
        <translation>64 → 64，56²</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>GPU: %1, %2 GB/s and %3 FP32 from its datasheet</source>
        <translation>GPU：%1，数据手册上的 %2 GB/s 和 %3（FP32）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>this CPU, measured here</source>
        <translation>本机 CPU，在本机测得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, model: %1, datasheet</source>
        <translation>%1，模型：%1，数据手册</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>memory-bound</source>
        <translation>受限于内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>compute-bound</source>
        <translation>受限于计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 FLOP per byte: %3 on the GPU</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：每字节 %2 FLOP：在 GPU 上%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 on this CPU</source>
        <translation>，在本机 CPU 上%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ridge (where the slope meets the roof): GPU %1 FLOP/byte</source>
        <translation>屋脊点（斜线与屋顶相交处）：GPU 为每字节 %1 FLOP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, this CPU %1</source>
        <translation>，本机 CPU 为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CPU: %1 GB/s (memcpy of %3 from main memory, bytes read + written), %2 GFLOP/s (FMA loop on every thread)</source>
        <translation>CPU：%1 GB/s（从主内存 memcpy %3，读写字节都计入），%2 GFLOP/s（所有线程上的 FMA 循环）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring this CPU…</source>
        <translation>正在测量本机 CPU……</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::StackDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_stack.cpp" line="+42"/>
        <source>true convolution: PyTorch does not turn the filter itself</source>
        <translation>真正的卷积：PyTorch 自己不会旋转滤波器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the image as gray values 0..255 (your file&apos;s name)</source>
        <translation>把图像读成 0..255 的灰度值（换成你的文件名）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>one image, one channel: shape (1, 1, height, width)</source>
        <translation>一张图像、一个通道：形状为 (1, 1, 高, 宽)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>both on one device</source>
        <translation>两者放在同一个设备上</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;PyTorch&lt;/b&gt;&lt;br&gt;your Python: F.conv2d(x, w)</source>
        <translation>&lt;b&gt;PyTorch&lt;/b&gt;&lt;br&gt;你的 Python 代码：F.conv2d(x, w)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;cuDNN&lt;/b&gt;&lt;br&gt;NVIDIA&apos;s tuned convolution kernels</source>
        <translation>&lt;b&gt;cuDNN&lt;/b&gt;&lt;br&gt;NVIDIA 调优的卷积核函数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;CUDA&lt;/b&gt;&lt;br&gt;copies memory, launches kernels</source>
        <translation>&lt;b&gt;CUDA&lt;/b&gt;&lt;br&gt;复制内存、启动核函数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Driver&lt;/b&gt;&lt;br&gt;talks to the card</source>
        <translation>&lt;b&gt;驱动程序&lt;/b&gt;&lt;br&gt;与显卡通信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;GPU&lt;/b&gt;&lt;br&gt;SMs, cores, VRAM</source>
        <translation>&lt;b&gt;GPU&lt;/b&gt;&lt;br&gt;流多处理器、核心、显存</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ConvScope uses its own CUDA kernels in place of cuDNN, so you can see every thread.</source>
        <translation>ConvScope 用自己的 CUDA 核函数代替 cuDNN，好让你看到每个线程。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;The same output in PyTorch&lt;/b&gt;</source>
        <translation>&lt;b&gt;用 PyTorch 算出同样的输出&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;b&gt;Is there a CUDA GPU here?&lt;/b&gt; (&lt;code&gt;convscope info&lt;/code&gt;)&lt;br&gt;</source>
        <translation>&lt;b&gt;这里有 CUDA GPU 吗？&lt;/b&gt;（&lt;code&gt;convscope info&lt;/code&gt;）&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes: %1, driver %2, CUDA runtime %3. &lt;code&gt;torch.cuda.is_available()&lt;/code&gt; would say True with a CUDA build of PyTorch.</source>
        <translation>有：%1，驱动 %2，CUDA 运行时 %3。装有 CUDA 版 PyTorch 时，&lt;code&gt;torch.cuda.is_available()&lt;/code&gt; 会返回 True。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No: %1.&lt;br&gt;&lt;code&gt;torch.cuda.is_available()&lt;/code&gt; would say False here, and the code above would run on the CPU.</source>
        <translation>没有：%1。&lt;br&gt;在这里 &lt;code&gt;torch.cuda.is_available()&lt;/code&gt; 会返回 False，上面的代码会在 CPU 上运行。</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::TimelineDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_timeline.cpp" line="+44"/>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convert</source>
        <translation>转换</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copy + launch</source>
        <translation>复制 + 启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wait for the GPU</source>
        <translation>等待 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>waits for data</source>
        <translation>等待数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel</source>
        <translation>核函数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>download</source>
        <translation>下载</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>solid: CPU steps timed here on this image</source>
        <translation>实心：在本机对这张图计时的 CPU 步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>striped: GPU steps</source>
        <translation>条纹：GPU 步骤</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The whole run: %1</source>
        <translation>整次运行：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enlarged: the last %1, from the copy on</source>
        <translation>放大：最后 %1，从复制开始</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::TrainBatchDemo</name>
    <message>
        <location filename="../../app/gui/lessons/training_demos/demo_train_batch.cpp" line="+45"/>
        <source>activations: the train room&apos;s count of the buffers the forward pass keeps (train::activationBytes: input, both convolutions after ReLU, both pooled maps and their indices, the probabilities); steps: ⌈60,000 ÷ batch⌉</source>
        <translation>激活值：训练模块对前向留下的缓冲区的计数（train::activationBytes：输入、两个卷积层 ReLU 之后的输出、两个池化结果及其索引、概率）；步数：⌈60,000 ÷ 批大小⌉</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+46"/>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Activations kept for the backward pass (computed)</source>
        <translation>为反向留下的激活值（计算得出）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 steps at %2</source>
        <translation>批大小 %2：%1 步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An epoch of 60,000 images: %1. The activations grow in a straight line, %2 per image: a 24 GiB card would hold those of about %3 images of this small CNN.</source>
        <translation>一个 60,000 张图的 epoch：%1。激活值成直线增长，每张图 %2：一块 24 GiB 的显卡能放下这个小 CNN 大约 %3 张图的激活值。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measuring training steps at batch 16, 64 and 256 on this machine…</source>
        <translation>正在本机测量批大小 16、64 和 256 的训练步……</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Images per second, a whole training step (measured here)</source>
        <translation>每秒处理的图像数，整个训练步（在本机测得）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Here the rate rises with the batch: each call has more work for its overhead.</source>
        <translation>在本机，速率随批大小上升：每次调用的开销分摊到了更多工作上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the rate does not rise: a batch of 16 already keeps this CPU&apos;s %1 threads busy (and larger ones spill out of the caches). A GPU&apos;s thousands of cores need far larger batches to fill.</source>
        <translation>在本机，速率没有上升：批大小 16 已经让这台 CPU 的 %1 个线程忙满了（更大的批还会溢出缓存）。GPU 有成千上万个核心，要大得多的批才能填满。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this CPU: the train room&apos;s %1 engine, %2 threads, the median of %3 steps at each batch; no GPU</source>
        <translation>本机 CPU：训练模块的 %1 引擎，%2 个线程，每种批大小 %3 步的中位数；没有 GPU</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::TrainFeedDemo</name>
    <message>
        <location filename="../../app/gui/lessons/training_demos/demo_train_feed.cpp" line="+44"/>
        <location line="+9"/>
        <source>waits</source>
        <translation>等待</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>prepare (batch %1)</source>
        <translation>准备（第 %1 批）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>copy (batch %1)</source>
        <translation>复制（第 %1 批）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>compute (batch %1)</source>
        <translation>计算（第 %1 批）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Measuring a few training steps on this machine…</source>
        <translation>正在本机测量几个训练步……</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 batches one after the other: %2</source>
        <translation>%1 批，一批接一批：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same with workers, batch k + 1 prepared while k is computed: %1</source>
        <translation>有 worker：计算第 k 批时准备第 k + 1 批：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A batch of %1: %2 to copy. Prepare + copy %3, GPU %4: &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>一批 %1 张：复制 %2。准备 + 复制 %3，GPU %4：&lt;b&gt;%5&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the CPU is the bottleneck, the GPU waits</source>
        <translation>瓶颈在 CPU，GPU 在等</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the GPU is the bottleneck, the data is ready in time</source>
        <translation>瓶颈在 GPU，数据按时备好</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>solid: &quot;prepare&quot;, a step&apos;s data part here (shuffle, bytes to floats), batch %1, %2 engine, median of %3 steps</source>
        <translation>实心：“准备”，本机一步中的数据部分（打乱、字节转浮点数），批大小 %1，%2 引擎，%3 步的中位数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>striped: no GPU here. Copy: the bytes at the %1&apos;s pinned %2 GB/s (published); compute: this CPU&apos;s step ÷ %3, the articles&apos; &quot;about 20×&quot; (VGG-16, published: 16× to 66×, chapter 16)</source>
        <translation>条纹：本机没有 GPU。复制：字节按 %1 的锁页速率 %2 GB/s（公布的数据）；计算：本机的一步 ÷ %3，即文章里的“约 20 倍”（VGG-16 公布数据：16 到 66 倍，见第 16 章）</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::TrainLearnedDemo</name>
    <message>
        <location filename="../../app/gui/lessons/training_demos/demo_train_learned.cpp" line="+152"/>
        <source>Until then the workbench shows sobel-x, a filter chosen by hand.</source>
        <translation>在那之前，工作台显示的是人工挑选的 sobel-x。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Training the small CNN for %1 steps on this machine (seed 1)… the workbench shows sobel-x until its filters are learned.</source>
        <translation>正在本机把小 CNN 训练 %1 步（种子 1）……学好之前，工作台显示 sobel-x。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Learned: filter %1</source>
        <translation>学到的：第 %1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sobel-x (chosen)</source>
        <translation>sobel-x（人工）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of the 8 learned filters this one is most like %1: cosine %2 (1 would be the same shape, −1 the mirrored edge). Its weights add up to %3; sobel-x&apos;s to 0. It slides over test image %4 (%5).</source>
        <translation>8 个学到的卷积核里，这一个最像 %1：余弦相似度 %2（1 表示形状相同，−1 表示方向相反的边缘）。它的权重之和是 %3；sobel-x 的是 0。它正滑过第 %4 张测试图（%5）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>learned here: %1 steps of batch %2, seed 1, the %3 engine; then %4 % of the first %5 test images right</source>
        <translation>在本机学得：%1 步，批大小 %2，种子 1，%3 引擎；之后前 %5 张测试图答对 %4 %</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::TrainMeasure</name>
    <message>
        <location filename="../../app/gui/lessons/training_demos/train_measure.cpp" line="+150"/>
        <source>&lt;b&gt;Fashion-MNIST is not installed here&lt;/b&gt;, so nothing could be measured. Install it with &lt;code&gt;sudo apt install %1&lt;/code&gt; (it goes to %2), or set &lt;code&gt;CONVSCOPE_FASHION_MNIST&lt;/code&gt; to a folder holding its four &lt;code&gt;.gz&lt;/code&gt; files, then open this chapter again.&lt;br&gt;(%3)</source>
        <translation>&lt;b&gt;本机没有安装 Fashion-MNIST&lt;/b&gt;，所以什么也没能测量。请用 &lt;code&gt;sudo apt install %1&lt;/code&gt; 安装（它装在 %2），或者把 &lt;code&gt;CONVSCOPE_FASHION_MNIST&lt;/code&gt; 设为放着它那四个 &lt;code&gt;.gz&lt;/code&gt; 文件的文件夹，然后重新打开这一章。&lt;br&gt;（%3）</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::TrainStepDemo</name>
    <message>
        <location filename="../../app/gui/lessons/training_demos/demo_train_step.cpp" line="+15"/>
        <source>One training step of the small CNN, batch of %1</source>
        <translation>小 CNN 的一个训练步，一批 %1 张</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Measuring a few training steps on this machine…</source>
        <translation>正在本机测量几个训练步……</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>measured here, the median of %1 steps</source>
        <translation>在本机测得，%1 步的中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward-data</source>
        <translation>反向-数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward-weights</source>
        <translation>反向-权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>update</source>
        <translation>更新</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(backward-data + backward-weights + update) ÷ forward = (%1 + %2 + %3) ÷ %4 = &lt;b&gt;%5&lt;/b&gt;&lt;br&gt;A whole step: %6, %7 images per second.&lt;br&gt;The text counts multiplications: backward about 2 × forward. A measured ratio differs: this network&apos;s first convolution computes no backward-data (the image needs no gradient), and a time is not a count.</source>
        <translation>（反向-数据 + 反向-权重 + 更新）÷ 前向 = (%1 + %2 + %3) ÷ %4 = &lt;b&gt;%5&lt;/b&gt;&lt;br&gt;整个一步：%6，每秒 %7 张图。&lt;br&gt;正文数的是乘法次数：反向约是前向的 2 倍。实测的比值不同：这个网络的第一个卷积不算反向-数据（图像不需要梯度），而且时间并不等于次数。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this CPU: the train room&apos;s %1 engine, %2 threads, batch %3, the median of %4 steps after one warm-up step; no GPU</source>
        <translation>本机 CPU：训练模块的 %1 引擎，%2 个线程，批大小 %3，预热一步后 %4 步的中位数；没有 GPU</translation>
    </message>
</context>
<context>
    <name>convscope::lessons::VramDemo</name>
    <message>
        <location filename="../../app/gui/lessons/demos/demo_vram.cpp" line="+32"/>
        <source>CUDA and framework</source>
        <translation>CUDA 与框架</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>activations of the batch</source>
        <translation>整批的激活值</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>card&apos;s VRAM: %1</source>
        <translation>显卡显存：%1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Training a small CNN: 10 layers of 64 filters (3 × 3) on 224 × 224 images, with Adam.</source>
        <translation>训练一个小型 CNN：10 层，每层 64 个 3 × 3 滤波器，输入 224 × 224 图像，使用 Adam 优化器。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed precision (FP16)</source>
        <translation>混合精度（FP16）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>bytes counted from the layer sizes against the card&apos;s published VRAM; the 0.5 GiB for CUDA and the framework is an assumption; no allocation is made</source>
        <translation>按层的大小计算字节数，与显卡公布的显存比较；CUDA 与框架的 0.5 GiB 是假设值；并未真的申请显存</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>batch: %1</source>
        <translation>批大小：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;span style=&apos;color:#B00020&apos;&gt;&lt;b&gt;Does not fit.&lt;/b&gt;&lt;/span&gt; PyTorch would stop with:&lt;br&gt;&lt;code&gt;torch.OutOfMemoryError: CUDA out of memory. Tried to allocate %1. GPU 0 has a total capacity of %2&lt;/code&gt;&lt;br&gt;Try a smaller batch, mixed precision, or gradient accumulation (%3 batches of %4).</source>
        <translation>&lt;span style=&apos;color:#B00020&apos;&gt;&lt;b&gt;放不下。&lt;/b&gt;&lt;/span&gt;PyTorch 会报错停止：&lt;br&gt;&lt;code&gt;torch.OutOfMemoryError: CUDA out of memory. Tried to allocate %1. GPU 0 has a total capacity of %2&lt;/code&gt;&lt;br&gt;试试更小的批、混合精度，或梯度累积（%3 个大小为 %4 的批）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;span style=&apos;color:#047857&apos;&gt;&lt;b&gt;Fits:&lt;/b&gt;&lt;/span&gt; %1 of %2 used.</source>
        <translation>&lt;span style=&apos;color:#047857&apos;&gt;&lt;b&gt;放得下：&lt;/b&gt;&lt;/span&gt;已用 %1，共 %2。</translation>
    </message>
</context>
<context>
    <name>convscope::model::GpuRunner</name>
    <message>
        <location filename="../../app/model/jobs/gpu_runner.cpp" line="+119"/>
        <source>emulated GPU</source>
        <translation>模拟 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>staged GPU</source>
        <translation>中转 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interop GPU</source>
        <translation>互操作 GPU</translation>
    </message>
</context>
<context>
    <name>convscope::speed::QuietCpuSweep</name>
    <message>
        <location filename="../../app/speed/quiet_cpu_sweep.cpp" line="+37"/>
        <source>%1, %2 logical cores, %3</source>
        <translation>%1（%2 个逻辑核心，%3）</translation>
    </message>
</context>
</TS>
